// The public entry of @site/agent-contracts: its feature object and a few named components.
export { agentContractsFeature } from './feature';
