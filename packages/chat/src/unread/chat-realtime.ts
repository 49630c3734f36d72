import { siteApi, throttle } from '@site/api-core';
import type { RealtimeHandler } from '@site/feature-api';
import { CHAT_LIMITS } from '../constants';

/** The tags `chat-api.ts` gives the unread count and the inbox list, known to the base API. */
const inboxTags = siteApi.enhanceEndpoints({ addTagTypes: ['InboxUnread', 'Inbox'] });

/**
 * Unread messages are re-read at most once per 500 ms (section 9), whatever the event burst. The
 * tags are invalidated on the one base API, so the handler does not load the endpoints: when no
 * screen has injected them, nothing reads the inbox and there is nothing to refresh (ADR 0158).
 */
const refreshInbox = throttle(
  (dispatch: (action: unknown) => unknown) =>
    dispatch(inboxTags.util.invalidateTags(['InboxUnread', 'Inbox'])),
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
