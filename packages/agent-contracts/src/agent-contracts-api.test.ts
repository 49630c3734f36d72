import { setupSandbox } from '@site/feature-testing/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentContractsApi } from './agent-contracts-api';
import { signedInStore } from './test/agent';

const sandbox = setupSandbox();
const LIST = 'GET /wps/relay/MCSFE_getPaymentConfirmationList';
const listCalls = () => sandbox.calls.filter((call) => call === LIST).length;

describe('section 7: MCSFE_getPaymentConfirmationList is rate limited to 1 per 250 ms', () => {
  afterEach(() => vi.useRealTimers());

  it('a second load within 250 ms shares the first call; after 250 ms a new call goes out', async () => {
    const store = await signedInStore('agent00');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const load = () =>
      store.dispatch(
        agentContractsApi.endpoints.agentPaymentConfirmations.initiate(undefined, {
          forceRefetch: true,
        }),
      );
    const first = load();
    await first;
    vi.setSystemTime(1_000_249);
    const second = load();
    await second;
    expect(listCalls()).toBe(1);
    vi.setSystemTime(1_000_250);
    const third = load();
    const result = await third;
    expect(listCalls()).toBe(2);
    expect(result.data).toHaveLength(3);
    for (const subscription of [first, second, third]) subscription.unsubscribe();
  });
});

describe('consolidated funds (GET /wps/member/info/funds/consolidated)', () => {
  it('decodes the four contract kinds and the request flags', async () => {
    const store = await signedInStore('agent00');
    const subscription = store.dispatch(
      agentContractsApi.endpoints.agentConsolidatedFunds.initiate(),
    );
    const { data } = await subscription;
    expect(data?.dividend).toHaveLength(6);
    expect(data?.dailySalary).toHaveLength(6);
    expect(data?.hourSalary).toHaveLength(6);
    expect(data?.realTimeSalary).toHaveLength(6);
    expect(data?.flags).toEqual({
      dividend: true,
      dailySalary: true,
      hourSalary: true,
      realTimeSalary: true,
    });
    subscription.unsubscribe();
  });
});
