// The public entry of @site/agent-contracts: the feature object, the dialog ids, and the hooks
// through which the shell and other features read consolidated funds and payment confirmations
// (this package owns both, ADR 0112).
export { agentContractsFeature } from './feature';
export { AGENT_CONTRACT_DIALOGS, AGENT_CONTRACT_LIMITS, isContractAgentKind } from './constants';
export {
  agentContractsApi,
  reloadConsolidatedFunds,
  reloadPaymentConfirmations,
  useAgentConsolidatedFundsQuery,
  useAgentPaymentConfirmationsQuery,
} from './agent-contracts-api';
export type { ContractData, ContractEntry, ContractKind } from './rules/contract-rules';
export type { ConfirmationItem } from './rules/confirmation-rules';
