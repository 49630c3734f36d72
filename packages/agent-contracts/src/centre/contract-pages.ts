import {
  contractEntries,
  contractVisibility,
  type ContractData,
  type ContractEntry,
  type ContractKind,
} from '../rules/contract-rules';

/** The centre pages built from contract data (account-access.md section 2; ADR 0113). */
export const CONTRACT_PAGE_IDS = [
  'agentDividendRecordCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentMRDailySalary',
  'agentHourSalary',
  'agentRealtimeSalary',
  'playerMRDailySalary',
] as const;
export type ContractPageId = (typeof CONTRACT_PAGE_IDS)[number];

interface PageRule {
  kind: ContractKind;
  /** Which of the kind's contracts the page lists. */
  keep: (entry: ContractEntry) => boolean;
}

const all = () => true;
const counting = (entry: ContractEntry) => entry.status === 'A' || entry.status === 'V';
const active = (entry: ContractEntry) => entry.status === 'V';

export const CONTRACT_PAGE_RULES: Readonly<Record<ContractPageId, PageRule>> = {
  // The dividend contracts that count (A or V); the second page is the whole record.
  agentDividendRecordCopy: { kind: 'dividend', keep: counting },
  agentDividendRecordCopy2: { kind: 'dividend', keep: all },
  // Daily wages: every daily salary contract; "MR" pages: the member's own active rates.
  agentDailyWages2: { kind: 'dailySalary', keep: all },
  agentMRDailySalary: { kind: 'dailySalary', keep: active },
  agentHourSalary: { kind: 'hourSalary', keep: all },
  agentRealtimeSalary: { kind: 'realTimeSalary', keep: all },
  playerMRDailySalary: { kind: 'dailySalary', keep: active },
};

/**
 * The contracts a page shows: none while its kind is hidden by the visibility rule (no entries;
 * dividend only when some entry is A or V), else the kind's entries the page keeps.
 */
export function pageEntries(page: ContractPageId, data: ContractData): ContractEntry[] {
  const rule = CONTRACT_PAGE_RULES[page];
  if (!contractVisibility(data)[rule.kind]) return [];
  return contractEntries(data).filter((entry) => entry.kind === rule.kind && rule.keep(entry));
}
