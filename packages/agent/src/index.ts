// The public entry of @site/agent: its feature object, the page ids and gates, and the limits.
export { agentFeature } from './feature';
export { AGENT_LIMITS, AGENT_PAGE_IDS, type AgentPageId } from './constants';
export { AGENT_PAGE_GATES } from './rules/page-gates';
