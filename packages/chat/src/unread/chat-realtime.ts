import { throttle } from '@site/api-core';
import type { RealtimeHandler } from '@site/feature-api';
import { chatApi } from '../chat-api';
import { CHAT_LIMITS } from '../constants';

/** Unread messages are re-read at most once per 500 ms (section 9), whatever the event burst. */
const refreshInbox = throttle(
  (dispatch: (action: unknown) => unknown) =>
    dispatch(chatApi.util.invalidateTags(['InboxUnread', 'Inbox'])),
  CHAT_LIMITS.unreadThrottleMs,
);

const text = (content: unknown, ...keys: string[]): string | undefined => {
  if (typeof content === 'string') return content.trim() || undefined;
  if (typeof content !== 'object' || content === null) return undefined;
  for (const key of keys) {
    const value = (content as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
};

/** INBOX (section 4): the inbox notice, then the unread count and the list refresh (throttled). */
export const onInbox: RealtimeHandler = (event, context) => {
  const body = text(event.content, 'subject', 'message', 'title');
  context.toast({ titleKey: 'chat:inbox_notice', ...(body ? { body } : {}), tone: 'info' });
  refreshInbox(context.dispatch);
};

/** ONLINE_MSG (section 4): a popup only; nothing is reloaded. */
export const onOnlineMessage: RealtimeHandler = (event, context) => {
  const body = text(event.content, 'message', 'content', 'title');
  context.toast({ titleKey: 'chat:online_message', ...(body ? { body } : {}), tone: 'info' });
};

export const chatRealtime = { INBOX: onInbox, ONLINE_MSG: onOnlineMessage } as const;
