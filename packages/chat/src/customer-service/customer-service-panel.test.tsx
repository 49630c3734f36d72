import { siteActions } from '@site/api-core';
import { seedMerchantData } from '@site/api-core/testing';
import { setupSandbox } from '@site/feature-testing/vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChat } from '../test/chat-test';
import { CustomerServicePanel } from './customer-service-panel';

const sandbox = setupSandbox();

const ENTRIES = [
  { title: 'Everyone', csType: 'LIVECHAT', type: '3', path: 'https://cs.example/all' },
  {
    title: 'VIP desk',
    csType: 'COMM100VIP',
    type: '1',
    path: 'https://cs.example/vip',
    labelIds: [7],
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('CustomerServicePanel', () => {
  it('non-VIP members see only unlabelled entries; links open in the 440 x 750 popup', async () => {
    const popup = { location: { href: '' }, close: vi.fn(), focus: vi.fn(), opener: {} };
    const open = vi.fn((..._args: unknown[]) => popup);
    vi.stubGlobal('open', open);
    const { store, user } = await renderChat(<CustomerServicePanel />);
    act(() => {
      seedMerchantData(store, { settings: { customerService: ENTRIES } });
    });
    expect(await screen.findByRole('button', { name: /Everyone/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /VIP desk/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Everyone/ }));
    await waitFor(() => expect(popup.location.href).toBe('https://cs.example/all'));
    expect(String(open.mock.calls[0]?.[2])).toContain('width=440,height=750');
    // LIVECHAT needs no script.
    expect(sandbox.calls).not.toContain('GET /wps/relay/WPSCORE_getCustomerServiceScript');
  });

  it('a VIP member also sees the labelled entry; its provider script is fetched once, on demand', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => ({ location: { href: '' }, close: vi.fn(), focus: vi.fn(), opener: {} })),
    );
    const { store, user } = await renderChat(<CustomerServicePanel />, { account: 'player01' });
    act(() => {
      seedMerchantData(store, { settings: { customerService: ENTRIES } });
      store.dispatch(
        siteActions.memberInfoLoaded({
          id: 1,
          account: 'player01',
          type: 0,
          clubLabel: { labelId: 7, labelName: 'VIP' },
        } as never),
      );
    });
    const vip = await screen.findByRole('button', { name: /VIP desk/ });
    await user.click(vip);
    await user.click(vip);
    await waitFor(() =>
      expect(sandbox.calls).toContain('GET /wps/relay/WPSCORE_getCustomerServiceScript'),
    );
    expect(
      sandbox.calls.filter((call) => call.endsWith('WPSCORE_getCustomerServiceScript')),
    ).toHaveLength(1);
  });
});
