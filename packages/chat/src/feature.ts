import { defineFeature } from '@site/feature-api';
import { CHAT_PATH, FEEDBACK_PATH, INBOX_PAGE_ID, TRIAL_KIND } from './constants';
import { chatNamespace } from './i18n/chat-i18n';
import { chatRealtime } from './unread/chat-realtime';

/**
 * Messaging for the shell (ADR 0050, ADR 0121..0125): the feedback route, the chat route, the
 * inbox page of the member centre, the chat floating button (the window loads on press), the
 * INBOX and ONLINE_MSG handlers and the `chat` namespace. The endpoints (`chat-api.ts`) load with
 * the screens and the member bar's unread counts, not with the feature object (ADR 0158).
 */
export const chatFeature = defineFeature({
  id: 'chat',
  i18n: chatNamespace,
  routes: [
    {
      path: FEEDBACK_PATH,
      access: 'public',
      lazy: async () => ({ Component: (await import('./feedback/feedback-page')).FeedbackPage }),
    },
    {
      path: CHAT_PATH,
      access: 'realAccount',
      lazy: async () => ({ Component: (await import('./chat-window/chat-route')).ChatRoute }),
    },
  ],
  memberCentre: [
    {
      id: INBOX_PAGE_ID,
      labelKey: 'menu_message',
      lazy: async () => ({ Component: (await import('./inbox/inbox-page')).InboxPage }),
      // MAILCEN (enabled '1') shows the message centre; the centre's own rules apply first.
      visible: (ctx) => ctx.flag('MAILCEN'),
    },
  ],
  widgets: [
    {
      id: 'chat',
      placement: 'bottom-right',
      lazy: async () => ({ Component: (await import('./chat-window/chat-launcher')).ChatLauncher }),
      // Visitors and isAgent 4 cannot chat; the button itself checks the flag and permission.
      visible: (ctx) => ctx.signedIn && ctx.isAgent !== TRIAL_KIND,
    },
  ],
  realtime: chatRealtime,
  flags: ['FEEDBACK3', 'MAILCEN', 'INBOX3'],
});
