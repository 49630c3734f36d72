import { useAgentConsolidatedFundsQuery } from '../agent-contracts-api';
import { contractVisibility } from '../rules/contract-rules';
import { CONTRACT_PAGE_RULES, type ContractPageId } from './contract-pages';

/**
 * Whether a contract page's kind shows (content-and-play.md section 4: only when the consolidated
 * information holds entries for it; dividend only when some entry is A or V), read through this
 * package's own consolidated-funds query, the one the post-login widget already subscribes to.
 * Undefined while the data is loading or failed: the centre's menu hides the page meanwhile.
 */
export function useContractPageAvailable(page: ContractPageId): boolean | undefined {
  const { data } = useAgentConsolidatedFundsQuery();
  return data ? contractVisibility(data)[CONTRACT_PAGE_RULES[page].kind] : undefined;
}

/** The `useAvailable` hook of one page's `available` entry (ADR 0199). */
export function contractPageAvailability(page: ContractPageId): () => boolean | undefined {
  const useAvailable = () => useContractPageAvailable(page);
  return useAvailable;
}
