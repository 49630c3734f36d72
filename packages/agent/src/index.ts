// The public entry of @site/agent: its feature object and a few named components.
export { agentFeature } from './feature';
