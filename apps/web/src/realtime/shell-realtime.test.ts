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
    refreshUnread: vi.fn(),
    refreshPromotions: vi.fn(),
    loadPaymentConfirmations: vi.fn(),
    openBonus: vi.fn(),
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
  it('MANUAL_PROMO opens the bonus modal only with REWCEN3', () => {
    const on = actions();
    handleShellRealtime({ type: 'MANUAL_PROMO', content: { message: 'Bonus 88' } }, on);
    expect(on.openBonus).toHaveBeenCalledWith('Bonus 88');
    const off = actions({}, {});
    handleShellRealtime({ type: 'MANUAL_PROMO', content: {} }, off);
    expect(off.openBonus).not.toHaveBeenCalled();
  });

  it('PROMOTION_CLAIM refreshes promotions and balance', () => {
    const a = actions();
    handleShellRealtime({ type: 'PROMOTION_CLAIM', content: {} }, a);
    expect(a.refreshPromotions).toHaveBeenCalled();
    expect(a.refreshBalance).toHaveBeenCalled();
    expect(a.toast).not.toHaveBeenCalled();
  });

  it('INBOX shows the inbox notice and refreshes the unread count', () => {
    const a = actions();
    handleShellRealtime({ type: 'INBOX', content: { subject: 'Hello' } }, a);
    expect(a.toast).toHaveBeenCalledWith({ titleKey: 'notify_inbox', body: 'Hello', tone: 'info' });
    expect(a.refreshUnread).toHaveBeenCalled();
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

  it('ONLINE_MSG is a popup only', () => {
    const a = actions();
    handleShellRealtime({ type: 'ONLINE_MSG', content: { message: 'Hi' } }, a);
    expect(a.toast).toHaveBeenCalledTimes(1);
    expect(a.refreshBalance).not.toHaveBeenCalled();
  });

  it('PAYMENT_CONFIRMATION loads the list for agents 0, 1, 2 only', () => {
    for (const isAgent of [0, 1, 2]) {
      const a = actions({ isAgent });
      handleShellRealtime({ type: 'PAYMENT_CONFIRMATION', content: {} }, a);
      expect(a.loadPaymentConfirmations).toHaveBeenCalled();
    }
    const trial = actions({ isAgent: 41 });
    handleShellRealtime({ type: 'PAYMENT_CONFIRMATION', content: {} }, trial);
    expect(trial.loadPaymentConfirmations).not.toHaveBeenCalled();
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
