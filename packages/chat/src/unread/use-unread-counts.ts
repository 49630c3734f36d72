import { selectLoadsMessages, useSiteSelector } from '@site/api-core';
import { useFlag } from '@site/theme';
import { useChatInboxUnreadQuery, useChatUnreadQuery } from '../chat-api';
import { useChatAccess } from '../chat-window/use-chat-access';

export interface UnreadCounts {
  /** Unread inbox messages (CSP_unreadCount; INBOX3, not for isAgent 4, 40, 41, 42). */
  inbox: number;
  /** Unread chat messages (CBS_unreadCount; players who may chat). */
  chat: number;
}

/**
 * The unread counts this feature owns (ADR 0123). The shell reads them through this hook instead
 * of fetching them itself; an INBOX event or marking a message read refreshes them (tags
 * `InboxUnread`, `ChatUnread`).
 */
export function useUnreadCounts(): UnreadCounts {
  const loadsMessages = useSiteSelector(selectLoadsMessages);
  const inboxFlag = useFlag('INBOX3');
  const access = useChatAccess();
  const inbox = useChatInboxUnreadQuery(undefined, { skip: !loadsMessages || !inboxFlag });
  const chat = useChatUnreadQuery(undefined, { skip: access.verdict !== 'allowed' });
  return {
    inbox: loadsMessages && inboxFlag ? (inbox.data ?? 0) : 0,
    chat: access.verdict === 'allowed' ? (chat.data ?? 0) : 0,
  };
}
