import type { GateContext } from '@site/feature-api';
import { describe, expect, it, vi } from 'vitest';
import { dispatchRealtime, handleShellRealtime, type ShellRealtimeActions } from './shell-realtime';

function actions(
  gate: Partial<GateContext> = {},
  flags: Record<string, boolean> = { REWCEN3: true },
) {
  return {
    toast: vi.fn(),
    refreshBalance: vi.fn(),
    gate: {
      flag: (id: string) => flags[id] === true,
      flags: {},
      signedIn: true,
      isAgent: 0,
      toUpline: 1,
      singleWallet: false,
      promoEnabled: () => false,
      hasRebate: false,
      ...gate,
    },
  } satisfies ShellRealtimeActions;
}

describe('real-time notifications (content-and-play.md section 4)', () => {
  it('MANUAL_PROMO and PROMOTION_CLAIM are left to their owner (@site/promo)', () => {
    for (const type of ['MANUAL_PROMO', 'PROMOTION_CLAIM']) {
      const a = actions();
      handleShellRealtime({ type, content: { message: 'Bonus 88' } }, a);
      expect(a.toast).not.toHaveBeenCalled();
      expect(a.refreshBalance).not.toHaveBeenCalled();
    }
  });

  it('INBOX and ONLINE_MSG are left to their owner (@site/chat): no shell toast', () => {
    for (const type of ['INBOX', 'ONLINE_MSG']) {
      const a = actions();
      handleShellRealtime({ type, content: { subject: 'Hello', message: 'Hi' } }, a);
      expect(a.toast).not.toHaveBeenCalled();
    }
  });

  it('WITHDRAW tells success or rejection with remarks, and refreshes the balance', () => {
    const ok = actions();
    handleShellRealtime({ type: 'WITHDRAW', content: { status: 'SUCCESS' } }, ok);
    expect(ok.toast).toHaveBeenCalledWith({ titleKey: 'notify_withdraw_success', tone: 'success' });
    const rejected = actions();
    handleShellRealtime(
      { type: 'WITHDRAW', content: { status: 'REJECTED', remarks: 'Bank details wrong' } },
      rejected,
    );
    expect(rejected.toast).toHaveBeenCalledWith({
      titleKey: 'notify_withdraw_rejected',
      body: 'Bank details wrong',
      tone: 'danger',
    });
    expect(rejected.refreshBalance).toHaveBeenCalled();
  });

  it('DEPOSIT tells arrived or failed and refreshes the balance', () => {
    const a = actions();
    handleShellRealtime({ type: 'DEPOSIT', content: { message: '100.00' } }, a);
    expect(a.toast).toHaveBeenCalledWith({
      titleKey: 'notify_deposit_arrived',
      body: '100.00',
      tone: 'success',
    });
    expect(a.refreshBalance).toHaveBeenCalled();
    const b = actions();
    handleShellRealtime({ type: 'DEPOSIT', content: { success: false } }, b);
    expect(b.toast).toHaveBeenCalledWith({ titleKey: 'notify_deposit_failed', tone: 'danger' });
  });

  it('PAYMENT_CONFIRMATION is left to its owner (@site/agent-contracts): no shell toast', () => {
    const a = actions({ isAgent: 0 });
    handleShellRealtime({ type: 'PAYMENT_CONFIRMATION', content: { message: 'x' } }, a);
    expect(a.toast).not.toHaveBeenCalled();
  });

  it('agent transfers pop up and refresh the balance', () => {
    for (const type of ['AGENT_TRANSFER_AGENT_TO_DOWNLINE', 'DOWNLINE_TO_AGENT']) {
      const a = actions();
      handleShellRealtime({ type, content: { message: '50' } }, a);
      expect(a.toast).toHaveBeenCalledTimes(1);
      expect(a.refreshBalance).toHaveBeenCalled();
    }
  });

  it('runs feature handlers after the shell, and one failing handler does not stop the next', () => {
    const a = actions();
    const failing = vi.fn(() => {
      throw new Error('boom');
    });
    const next = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const context = { toast: vi.fn(), refreshBalance: vi.fn(), dispatch: vi.fn(), gate: a.gate };
    dispatchRealtime({ type: 'DEPOSIT', content: {} }, a, [failing, next], context);
    expect(next).toHaveBeenCalled();
    expect(a.refreshBalance).toHaveBeenCalled();
  });
});
