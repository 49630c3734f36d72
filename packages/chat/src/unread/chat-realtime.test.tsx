import type { RealtimeContext } from '@site/feature-api';
import { setupSandbox } from '@site/feature-testing/vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChat } from '../test/chat-test';
import { onInbox, onOnlineMessage } from './chat-realtime';
import { useUnreadCounts } from './use-unread-counts';

const sandbox = setupSandbox();

function Counts() {
  const counts = useUnreadCounts();
  return (
    <p>
      inbox {counts.inbox} chat {counts.chat}
    </p>
  );
}

const contextFor = (dispatch: (action: unknown) => unknown): RealtimeContext => ({
  toast: vi.fn(),
  refreshBalance: vi.fn(),
  dispatch,
  gate: {
    flag: () => true,
    flags: {},
    signedIn: true,
    isAgent: 0,
    toUpline: null,
    singleWallet: false,
    promoEnabled: () => false,
    hasRebate: false,
  },
});

describe('INBOX and ONLINE_MSG events (section 4)', () => {
  it('INBOX shows the inbox notice and refreshes the unread count', async () => {
    const { store } = await renderChat(<Counts />, {
      account: 'player01',
      flags: { INBOX3: true },
    });
    expect(await screen.findByText('inbox 2 chat 2')).toBeInTheDocument();
    await sandbox.app.request('/__sandbox/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'player01',
        type: 'INBOX',
        content: { subject: 'Welcome bonus' },
      }),
    });
    const context = contextFor((action) => store.dispatch(action as never));
    act(() => onInbox({ type: 'INBOX', content: { subject: 'Welcome bonus' } }, context));
    expect(context.toast).toHaveBeenCalledWith({
      titleKey: 'chat:inbox_notice',
      body: 'Welcome bonus',
      tone: 'info',
    });
    expect(await screen.findByText('inbox 3 chat 2')).toBeInTheDocument();
  });

  it('ONLINE_MSG is a popup only: nothing is reloaded', async () => {
    await renderChat(<Counts />, { account: 'player01', flags: { INBOX3: true } });
    await screen.findByText('inbox 2 chat 2');
    const before = sandbox.calls.length;
    const dispatch = vi.fn();
    const context = contextFor(dispatch);
    onOnlineMessage({ type: 'ONLINE_MSG', content: { message: 'Hello from support' } }, context);
    expect(context.toast).toHaveBeenCalledWith({
      titleKey: 'chat:online_message',
      body: 'Hello from support',
      tone: 'info',
    });
    expect(dispatch).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sandbox.calls.length).toBe(before);
  });

  it('no unread counts for visitors, isAgent 4, or without INBOX3', async () => {
    await renderChat(<Counts />, { account: 'trial04', flags: { INBOX3: true } });
    await waitFor(() => expect(screen.getByText('inbox 0 chat 0')).toBeInTheDocument());
    expect(sandbox.calls.filter((call) => call.includes('unreadCount'))).toEqual([]);
  });
});

describe('unread messages throttled 500 ms', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a burst of INBOX events refreshes once at once and once after 500 ms', () => {
    vi.useFakeTimers();
    vi.advanceTimersByTime(1_000);
    const dispatch = vi.fn();
    const context = contextFor(dispatch);
    for (let i = 0; i < 5; i += 1) onInbox({ type: 'INBOX', content: {} }, context);
    expect(dispatch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(dispatch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledTimes(2);
    expect(context.toast).toHaveBeenCalledTimes(5);
  });
});
