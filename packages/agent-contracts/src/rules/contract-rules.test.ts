import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  contractCall,
  contractEntries,
  contractVisibility,
  decodeContracts,
  hasPendingRequests,
  needsHigherRateConfirm,
  requestFlag,
  splitRequests,
  type ContractAction,
  type ContractEntry,
} from './contract-rules';

const dividend = (status: string, extra: Record<string, unknown> = {}) => ({
  productType: 'LIVE',
  computationPeriod: 'MONTH',
  status,
  minimumBet: 1000,
  netLoss: 500,
  activeMember: 5,
  contractRate: 12,
  periodicTotalBet: 800,
  periodicTotalBetRequired: 1000,
  ...extra,
});
const daily = (id: number, status: string) => ({
  id,
  status,
  details: [{ betVolume: 100, activeMember: 2, rateType: 'P', rate: 0.3 }],
});
const hour = (contractId: number, status: string) => ({
  contractId,
  status,
  productType: 'RNG',
  hourSalaryRates: [{ minimumBet: 10, activeMember: 1, rateType: 'F', rate: 5 }],
});
const realtime = (contractId: number, status: string) => ({
  contractId,
  status,
  realTimeSalaryRates: [{ betAmount: 100, lossRate: 0.5, winRate: 0.2 }],
});

describe('section 4: "Pending or E contracts offer accept (A) and reject (R). Valid (V) contracts offer a cancel request (C) and a second button that sends A."', () => {
  it.each([
    ['P', ['A', 'R']],
    ['E', ['A', 'R']],
    ['V', ['C', 'A']],
    ['C', []],
    ['A', []],
    ['R', []],
    ['X', []],
  ])('status %s offers %j', (status, actions) => {
    expect(actionsFor(status)).toEqual(actions);
  });
});

describe('section 4: "V contracts appear in the termination list; others in the new-request list."', () => {
  const data = decodeContracts({
    dividend: ['P', 'E', 'V', 'C', 'A', 'R'].map((status) =>
      dividend(status, { productType: `T${status}` }),
    ),
    dailySalary: [daily(1, 'V'), daily(2, 'P')],
    hourSalary: [hour(3, 'E')],
    realTimeSalary: [realtime(4, 'V')],
  });
  const { newRequests, terminations } = splitRequests(data);

  it('puts every V contract, of every kind, in the termination list', () => {
    expect(terminations.map((entry) => entry.key)).toEqual([
      'dividend:TV:MONTH',
      'dailySalary:1',
      'realTimeSalary:4',
    ]);
  });
  it('puts every other status in the new-request list', () => {
    expect(newRequests.map((entry) => entry.status)).toEqual(['P', 'E', 'C', 'A', 'R', 'P', 'E']);
  });
  it('opens after login when a pending (P or E) request waits', () => {
    expect(hasPendingRequests(data)).toBe(true);
    expect(hasPendingRequests(decodeContracts({ dividend: [dividend('V'), dividend('R')] }))).toBe(
      false,
    );
  });
});

describe('section 3: the contract flags dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype govern request types', () => {
  it.each([
    ['1', true],
    ['Y', true],
    [true, true],
    [1, true],
    ['0', false],
    ['N', false],
    [false, false],
    [0, false],
    [undefined, undefined],
    ['maybe', undefined],
  ])('flag value %j reads %j', (value, expected) => {
    expect(requestFlag(value)).toBe(expected);
  });

  it.each([
    ['divtypereq', 'dividend'],
    ['dailysalreqtype', 'dailySalary'],
    ['contracthoursalreq', 'hourSalary'],
    ['realtimesalreqtype', 'realTimeSalary'],
  ])('%s off hides the new %s requests but keeps its terminations', (flag, kind) => {
    const raw = {
      dividend: [dividend('P'), dividend('V', { productType: 'RNG' })],
      dailySalary: [daily(1, 'P'), daily(2, 'V')],
      hourSalary: [hour(3, 'P'), hour(4, 'V')],
      realTimeSalary: [realtime(5, 'P'), realtime(6, 'V')],
    };
    const on = splitRequests(decodeContracts({ ...raw, [flag]: '1' }));
    const off = splitRequests(decodeContracts({ ...raw, [flag]: '0' }));
    expect(on.newRequests.some((entry) => entry.kind === kind)).toBe(true);
    expect(off.newRequests.some((entry) => entry.kind === kind)).toBe(false);
    expect(off.newRequests).toHaveLength(3);
    expect(off.terminations.some((entry) => entry.kind === kind)).toBe(true);
  });
});

describe('section 4: "Agent contract features show only when the consolidated information holds entries; dividend counts only when some entry has status A or V."', () => {
  it.each([
    [{}, { dividend: false, dailySalary: false, hourSalary: false, realTimeSalary: false }],
    [
      {
        dailySalary: [daily(1, 'R')],
        hourSalary: [hour(2, 'P')],
        realTimeSalary: [realtime(3, 'C')],
      },
      { dividend: false, dailySalary: true, hourSalary: true, realTimeSalary: true },
    ],
    [
      { dividend: [dividend('P'), dividend('R'), dividend('C'), dividend('E')] },
      { dividend: false, dailySalary: false, hourSalary: false, realTimeSalary: false },
    ],
    [
      { dividend: [dividend('P'), dividend('A')] },
      { dividend: true, dailySalary: false, hourSalary: false, realTimeSalary: false },
    ],
    [
      { dividend: [dividend('V')] },
      { dividend: true, dailySalary: false, hourSalary: false, realTimeSalary: false },
    ],
  ])('%j shows %j', (raw, expected) => {
    expect(contractVisibility(decodeContracts(raw))).toEqual(expected);
  });
});

describe('section 4: "a confirm prompt appears when the downline rate is higher than the upline\'s"', () => {
  const entryOf = (raw: Record<string, unknown>) =>
    contractEntries(decodeContracts({ dividend: [raw] }))[0] as ContractEntry;
  it.each<[string, boolean, ContractAction, boolean]>([
    ['P', true, 'A', true],
    ['E', true, 'A', true],
    ['P', true, 'R', false],
    ['P', false, 'A', false],
    ['V', true, 'A', false],
    ['V', true, 'C', false],
  ])('status %s, downlineHigherRate %s, action %s asks: %s', (status, higher, action, asks) => {
    expect(
      needsHigherRateConfirm(entryOf(dividend(status, { downlineHigherRate: higher })), action),
    ).toBe(asks);
  });
  it('reads a "Y" flag as a higher rate too', () => {
    expect(needsHigherRateConfirm(entryOf(dividend('P', { downlineHigherRate: 'Y' })), 'A')).toBe(
      true,
    );
  });
});

describe('section 7: one call per contract kind with the spec fields (ADR 0110)', () => {
  const data = decodeContracts({
    dividend: [dividend('P')],
    dailySalary: [daily(11, 'P')],
    hourSalary: [hour(22, 'V')],
    realTimeSalary: [realtime(33, 'E')],
  });
  const [div, day, hr, rt] = contractEntries(data) as [
    ContractEntry,
    ContractEntry,
    ContractEntry,
    ContractEntry,
  ];
  it.each<[string, ContractEntry, ContractAction, unknown]>([
    [
      'dividend',
      div,
      'A',
      {
        id: 'relay.MCSFE_processContractDividend',
        request: { productType: 'LIVE', computationPeriod: 'MONTH', status: 'A' },
      },
    ],
    [
      'daily salary',
      day,
      'R',
      { id: 'relay.MCSFE_processDailySalaryContract', request: { id: 11, status: 'R' } },
    ],
    [
      'hour salary',
      hr,
      'C',
      {
        id: 'relay.MCSFE_processContractHourSalary',
        request: { contractId: 22, status: 'C', productType: 'RNG' },
      },
    ],
    [
      'real-time salary',
      rt,
      'A',
      { id: 'relay.MCSFE_processRealTimeSalaryContract', request: { contractId: 33, status: 'A' } },
    ],
  ])('%s sends %j', (_name, entry, action, expected) => {
    expect(contractCall(entry, action)).toEqual(expected);
  });
});

describe('bad input is survivable', () => {
  it.each([
    null,
    undefined,
    'text',
    42,
    [],
    { dividend: 'x', dailySalary: {}, hourSalary: [null, 1, { status: 'P' }] },
  ])('decodes %j to empty lists', (value) => {
    const data = decodeContracts(value);
    expect(contractEntries(data)).toEqual([]);
    expect(splitRequests(data)).toEqual({ newRequests: [], terminations: [] });
  });
  it('drops entries with an unknown status and keeps well-formed neighbours; rates default to []', () => {
    const data = decodeContracts({
      dailySalary: [daily(1, 'Z'), { id: '7', status: 'P', details: 'nope' }],
    });
    expect(data.dailySalary).toEqual([{ id: 7, status: 'P', details: [] }]);
  });
});
