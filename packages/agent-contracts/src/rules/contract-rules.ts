import type {
  ConsolidatedFunds,
  ContractStatus,
  DailySalaryContract,
  DividendContract,
  HourSalaryContract,
  RealTimeSalaryContract,
} from '@site/api-core/catalogue';

/** The four contract kinds of content-and-play.md section 3. */
export type ContractKind = 'dividend' | 'dailySalary' | 'hourSalary' | 'realTimeSalary';
export const CONTRACT_KINDS: readonly ContractKind[] = [
  'dividend',
  'dailySalary',
  'hourSalary',
  'realTimeSalary',
];

/** A contract answer: accept, reject, cancel request (section 4). */
export type ContractAction = 'A' | 'R' | 'C';

const STATUSES: readonly string[] = ['P', 'E', 'V', 'C', 'A', 'R'];

export type ContractEntry =
  | { kind: 'dividend'; key: string; status: ContractStatus; contract: DividendContract }
  | { kind: 'dailySalary'; key: string; status: ContractStatus; contract: DailySalaryContract }
  | { kind: 'hourSalary'; key: string; status: ContractStatus; contract: HourSalaryContract }
  | {
      kind: 'realTimeSalary';
      key: string;
      status: ContractStatus;
      contract: RealTimeSalaryContract;
    };

/** The consolidated answer, decoded defensively: every list an array of well-formed entries. */
export interface ContractData {
  dividend: DividendContract[];
  dailySalary: DailySalaryContract[];
  hourSalary: HourSalaryContract[];
  realTimeSalary: RealTimeSalaryContract[];
  flags: Record<ContractKind, boolean | undefined>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasStatus = (value: unknown): value is { status: ContractStatus } =>
  isRecord(value) && typeof value.status === 'string' && STATUSES.includes(value.status);

const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

function list<T>(value: unknown, keep: (item: Record<string, unknown>) => boolean): T[] {
  return Array.isArray(value)
    ? (value.filter((item) => hasStatus(item) && keep(item as Record<string, unknown>)) as T[])
    : [];
}

const rows = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value.filter(isRecord) as unknown as T[]) : [];

/**
 * A contract request flag: `'1'`, `'Y'`, `'true'`, `1` or `true` switch a request type on;
 * `'0'`, `'N'`, `'false'`, `0` or `false` switch it off; anything else says nothing (ADR 0111).
 */
export function requestFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toUpperCase();
  if (text === '1' || text === 'Y' || text === 'TRUE') return true;
  if (text === '0' || text === 'N' || text === 'FALSE') return false;
  return undefined;
}

/** Section 3 "Contract flags": the flag that governs each kind's request type. */
export const KIND_FLAG: Readonly<Record<ContractKind, keyof ConsolidatedFunds>> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourSalary: 'contracthoursalreq',
  realTimeSalary: 'realtimesalreqtype',
};

export function decodeContracts(value: unknown): ContractData {
  const funds = isRecord(value) ? value : {};
  return {
    dividend: list<DividendContract>(
      funds.dividend,
      (item) => typeof item.productType === 'string' && typeof item.computationPeriod === 'string',
    ).map((item) => ({
      ...item,
      minimumBet: num(item.minimumBet),
      netLoss: num(item.netLoss),
      activeMember: num(item.activeMember),
      contractRate: num(item.contractRate),
      periodicTotalBet: num(item.periodicTotalBet),
      periodicTotalBetRequired: num(item.periodicTotalBetRequired),
      downlineHigherRate:
        (item as { downlineHigherRate?: unknown }).downlineHigherRate === true ||
        requestFlag((item as { downlineHigherRate?: unknown }).downlineHigherRate) === true,
    })) as DividendContract[],
    dailySalary: list<DailySalaryContract>(
      funds.dailySalary,
      (item) => num(item.id) !== undefined,
    ).map((item) => ({ ...item, id: num(item.id) ?? 0, details: rows(item.details) })),
    hourSalary: list<HourSalaryContract>(
      funds.hourSalary,
      (item) => num(item.contractId) !== undefined,
    ).map((item) => ({
      ...item,
      contractId: num(item.contractId) ?? 0,
      hourSalaryRates: rows(item.hourSalaryRates),
    })),
    realTimeSalary: list<RealTimeSalaryContract>(
      funds.realTimeSalary,
      (item) => num(item.contractId) !== undefined,
    ).map((item) => ({
      ...item,
      contractId: num(item.contractId) ?? 0,
      realTimeSalaryRates: rows(item.realTimeSalaryRates),
    })),
    flags: {
      dividend: requestFlag(funds.divtypereq),
      dailySalary: requestFlag(funds.dailysalreqtype),
      hourSalary: requestFlag(funds.contracthoursalreq),
      realTimeSalary: requestFlag(funds.realtimesalreqtype),
    },
  };
}

/** Every contract as one list, kinds in the order of section 3. */
export function contractEntries(data: ContractData): ContractEntry[] {
  return [
    ...data.dividend.map((contract) => ({
      kind: 'dividend' as const,
      key: `dividend:${contract.productType}:${contract.computationPeriod}`,
      status: contract.status,
      contract,
    })),
    ...data.dailySalary.map((contract) => ({
      kind: 'dailySalary' as const,
      key: `dailySalary:${contract.id}`,
      status: contract.status,
      contract,
    })),
    ...data.hourSalary.map((contract) => ({
      kind: 'hourSalary' as const,
      key: `hourSalary:${contract.contractId}`,
      status: contract.status,
      contract,
    })),
    ...data.realTimeSalary.map((contract) => ({
      kind: 'realTimeSalary' as const,
      key: `realTimeSalary:${contract.contractId}`,
      status: contract.status,
      contract,
    })),
  ];
}

/** P and E are pending ("E treated like pending"). */
export const isPending = (status: string): boolean => status === 'P' || status === 'E';

/**
 * "Pending or E contracts offer accept (A) and reject (R). Valid (V) contracts offer a cancel
 * request (C) and a second button that sends A." Other statuses are answered already.
 */
export function actionsFor(status: string): readonly ContractAction[] {
  if (isPending(status)) return ['A', 'R'];
  if (status === 'V') return ['C', 'A'];
  return [];
}

/** Whether a kind's request type is on: its flag, or (flag absent) the data decides (ADR 0111). */
export function requestTypeOn(data: ContractData, kind: ContractKind): boolean {
  return data.flags[kind] !== false;
}

/**
 * "V contracts appear in the termination list; others in the new-request list." A kind whose
 * request flag is off offers no new requests (ADR 0111).
 */
export function splitRequests(data: ContractData): {
  newRequests: ContractEntry[];
  terminations: ContractEntry[];
} {
  const entries = contractEntries(data);
  return {
    newRequests: entries.filter((entry) => entry.status !== 'V' && requestTypeOn(data, entry.kind)),
    terminations: entries.filter((entry) => entry.status === 'V'),
  };
}

/** The contract request modal opens after login when a new request waits for an answer. */
export function hasPendingRequests(data: ContractData): boolean {
  return splitRequests(data).newRequests.some((entry) => isPending(entry.status));
}

/**
 * "A confirm prompt appears when the downline rate is higher than the upline's": on accepting a
 * pending dividend offer whose `downlineHigherRate` is set.
 */
export function needsHigherRateConfirm(entry: ContractEntry, action: ContractAction): boolean {
  return (
    action === 'A' &&
    isPending(entry.status) &&
    entry.kind === 'dividend' &&
    entry.contract.downlineHigherRate === true
  );
}

/**
 * "Agent contract features (hour salary, daily wages, realtime salary, dividend) show only when
 * the consolidated information holds entries; dividend counts only when some entry has status A
 * or V."
 */
export function contractVisibility(data: ContractData): Record<ContractKind, boolean> {
  return {
    dividend: data.dividend.some((entry) => entry.status === 'A' || entry.status === 'V'),
    dailySalary: data.dailySalary.length > 0,
    hourSalary: data.hourSalary.length > 0,
    realTimeSalary: data.realTimeSalary.length > 0,
  };
}

/** The call and body one answer sends, per contract kind (ADR 0110). */
export type ContractCall =
  | {
      id: 'relay.MCSFE_processContractDividend';
      request: { productType: string; computationPeriod: string; status: ContractAction };
    }
  | {
      id: 'relay.MCSFE_processDailySalaryContract';
      request: { id: number; status: ContractAction };
    }
  | {
      id: 'relay.MCSFE_processContractHourSalary';
      request: { contractId: number; status: ContractAction; productType?: string };
    }
  | {
      id: 'relay.MCSFE_processRealTimeSalaryContract';
      request: { contractId: number; status: ContractAction };
    };

export function contractCall(entry: ContractEntry, action: ContractAction): ContractCall {
  switch (entry.kind) {
    case 'dividend':
      return {
        id: 'relay.MCSFE_processContractDividend',
        request: {
          productType: entry.contract.productType,
          computationPeriod: entry.contract.computationPeriod,
          status: action,
        },
      };
    case 'dailySalary':
      return {
        id: 'relay.MCSFE_processDailySalaryContract',
        request: { id: entry.contract.id, status: action },
      };
    case 'hourSalary': {
      const productType = (entry.contract as { productType?: unknown }).productType;
      return {
        id: 'relay.MCSFE_processContractHourSalary',
        request: {
          contractId: entry.contract.contractId,
          status: action,
          ...(typeof productType === 'string' ? { productType } : {}),
        },
      };
    }
    case 'realTimeSalary':
      return {
        id: 'relay.MCSFE_processRealTimeSalaryContract',
        request: { contractId: entry.contract.contractId, status: action },
      };
  }
}
