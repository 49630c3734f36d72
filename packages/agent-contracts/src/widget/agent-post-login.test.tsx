import type { GateContext, RealtimeContext } from '@site/feature-api';
import { setupSandbox } from '@site/feature-testing/vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_CONTRACT_DIALOGS } from '../constants';
import { agentContractsFeature, contractAgentGate } from '../feature';
import { renderContracts, signedInStore } from '../test/agent';
import { createFeatureTestStore } from '@site/feature-testing';
import { AgentPostLogin } from './agent-post-login';

const sandbox = setupSandbox();
const CONSOLIDATED = 'GET /wps/member/info/funds/consolidated';
const LIST = 'GET /wps/relay/MCSFE_getPaymentConfirmationList';

const gate = (isAgent: number | null, signedIn = isAgent !== null): GateContext => ({
  flag: () => false,
  flags: {},
  signedIn,
  isAgent,
  toUpline: null,
  singleWallet: false,
  promoEnabled: () => false,
  hasRebate: false,
});

describe('who counts as an agent (content-and-play.md section 6, account-access.md section 4)', () => {
  it.each([
    [null, false],
    [0, true],
    [1, true],
    [2, true],
    [4, false],
    [40, false],
    [41, false],
    [42, false],
  ])('isAgent %s: widget, dialogs and pages shown %s', (isAgent, shown) => {
    expect(contractAgentGate(gate(isAgent))).toBe(shown);
  });
});

describe('post-login load (section 4: checked on login and on PAYMENT_CONFIRMATION)', () => {
  it('agent00: loads consolidated funds and confirmations, opens the contract modal and the confirmation modal', async () => {
    const store = await signedInStore('agent00');
    const { dialogs } = await renderContracts(<AgentPostLogin />, store);
    await waitFor(() =>
      expect(dialogs.open).toHaveBeenCalledWith(AGENT_CONTRACT_DIALOGS.contractRequests, {
        tab: 'new',
      }),
    );
    await waitFor(() =>
      expect(dialogs.open).toHaveBeenCalledWith(AGENT_CONTRACT_DIALOGS.paymentConfirmation),
    );
    // The confirmation modal opens last, so it sits on top.
    expect(dialogs.open.mock.calls.map(([id]) => id)).toEqual([
      AGENT_CONTRACT_DIALOGS.contractRequests,
      AGENT_CONTRACT_DIALOGS.paymentConfirmation,
    ]);
    expect(sandbox.calls.filter((call) => call === CONSOLIDATED)).toHaveLength(1);
    expect(sandbox.calls.filter((call) => call === LIST)).toHaveLength(1);
  });

  it('does not open the contract modal when no request is pending, nor the confirmation modal for an empty list', async () => {
    const account = sandbox.app.world.findAccount('default', 'agent01')!;
    for (const list of Object.values(account.contracts))
      for (const contract of list)
        if (contract.status === 'P' || contract.status === 'E') contract.status = 'V';
    account.paymentConfirmations = [];
    const store = await signedInStore('agent01');
    const { dialogs } = await renderContracts(<AgentPostLogin />, store);
    await waitFor(() => expect(sandbox.calls).toContain(LIST));
    await waitFor(() => expect(sandbox.calls).toContain(CONSOLIDATED));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(dialogs.open).not.toHaveBeenCalled();
  });

  it('a PAYMENT_CONFIRMATION event reloads the list and opens the modal again', async () => {
    sandbox.app.world.findAccount('default', 'agent00')!.paymentConfirmations = [];
    const store = await signedInStore('agent00');
    const { dialogs } = await renderContracts(<AgentPostLogin />, store);
    await waitFor(() => expect(sandbox.calls).toContain(LIST));
    expect(dialogs.open).not.toHaveBeenCalledWith(AGENT_CONTRACT_DIALOGS.paymentConfirmation);
    await sandbox.app.request('/__sandbox/notifications', {
      method: 'POST',
      body: JSON.stringify({ username: 'agent00', type: 'PAYMENT_CONFIRMATION', content: {} }),
      headers: { 'content-type': 'application/json' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const context = { dispatch: store.dispatch, gate: gate(0) } as unknown as RealtimeContext;
    agentContractsFeature.realtime.PAYMENT_CONFIRMATION(
      { type: 'PAYMENT_CONFIRMATION', content: {} },
      context,
    );
    await waitFor(() =>
      expect(dialogs.open).toHaveBeenCalledWith(AGENT_CONTRACT_DIALOGS.paymentConfirmation),
    );
    expect(sandbox.calls.filter((call) => call === LIST)).toHaveLength(2);
  });

  it('the event does nothing for trial04 or a visitor', async () => {
    let dispatched = 0;
    for (const who of [gate(4), gate(null)]) {
      const context = {
        dispatch: () => (dispatched += 1),
        gate: who,
      } as unknown as RealtimeContext;
      agentContractsFeature.realtime.PAYMENT_CONFIRMATION(
        { type: 'PAYMENT_CONFIRMATION', content: {} },
        context,
      );
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dispatched).toBe(0);
  });

  it('trial04 and visitors load nothing even if the widget were mounted', async () => {
    for (const store of [await signedInStore('trial04'), createFeatureTestStore().store]) {
      const { dialogs, unmount } = await renderContracts(<AgentPostLogin />, store);
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(dialogs.open).not.toHaveBeenCalled();
      unmount();
    }
    expect(sandbox.calls).not.toContain(CONSOLIDATED);
    expect(sandbox.calls).not.toContain(LIST);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
