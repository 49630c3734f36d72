import { callArgs, siteApi, type ApiError } from '@site/api-core';
import type { ChatInfo, InboxRequest, LaunchChatRequest } from '@site/api-core/catalogue';
import { guardUrl } from '@site/ui';
import type { FeedbackType } from './constants';
import { unreadCountOf } from './rules/chat-rules';
import {
  inboxPageRequest,
  inboxRowsOf,
  newestUnreadRequest,
  type InboxRow,
} from './rules/inbox-rules';

/** The feedback body (ADR 0121): JSON, the image as a data URL. */
export interface FeedbackBody {
  sender?: string;
  content: string;
  type: FeedbackType;
  captcha: string;
  captchaId?: string;
  file?: string;
}

/** The live-chat provider's settings, when the merchant has one (ADR 0124). */
export interface LiveChatSettings {
  provider: string;
  verifyToken: string;
}

/**
 * The live-chat provider from the merchant's consolidated settings. Those settings have one owner,
 * api-core's `merchantApi` (ADR 0193): this reads its answer instead of injecting a second
 * endpoint over the same call.
 */
export function liveChatSettingsOf(liveChat: unknown): LiveChatSettings | null {
  const live = asRecord(liveChat);
  return typeof live.provider === 'string' && typeof live.verifyToken === 'string'
    ? { provider: live.provider, verifyToken: live.verifyToken }
    : null;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The messaging calls, injected into the site's one base API with this feature's own tags:
 * `InboxUnread` (CSP_unreadCount), `Inbox` (the pages), `ChatUnread` (CBS_unreadCount) and
 * `ChatPermission`. Unread counts are silent calls (section 8); the chat and feedback screens
 * show their own outcome (`noAlert`).
 */
export const chatApi = siteApi
  .enhanceEndpoints({ addTagTypes: ['InboxUnread', 'Inbox', 'ChatUnread', 'ChatPermission'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** CSP_unreadCount (INBOX3). */
      chatInboxUnread: build.query<number, void>({
        query: () => callArgs('relay.CSP_unreadCount', undefined, { noAlert: true }),
        transformResponse: (value: unknown) => unreadCountOf(value),
        providesTags: ['InboxUnread'],
      }),
      /** One page of the inbox, newest first. */
      chatInboxPage: build.query<{ rows: InboxRow[]; totalPages: number }, number>({
        // The list shows read and unread messages: no `read` filter (the shape types it as required).
        query: (page) => callArgs('relay.CSP_getInbox', inboxPageRequest(page) as InboxRequest),
        transformResponse: (value: unknown) => inboxRowsOf(value),
        providesTags: ['Inbox'],
      }),
      /** The newest unread message of the last 7 days (page 1, size 1, sendTime:desc, read false). */
      chatInboxNewestUnread: build.query<InboxRow | null, number>({
        query: (now) => callArgs('relay.CSP_getInbox', newestUnreadRequest(now), { noAlert: true }),
        transformResponse: (value: unknown) => inboxRowsOf(value).rows[0] ?? null,
        providesTags: ['Inbox'],
      }),
      /** Marks one message read; the list and the unread count refresh. */
      chatInboxMarkRead: build.mutation<unknown, number>({
        query: (id) => callArgs('relay.CSP_readInbox', { id }),
        invalidatesTags: ['Inbox', 'InboxUnread'],
      }),
      /** CBS_unreadCount: unread chat messages. */
      chatUnread: build.query<number, void>({
        query: () => callArgs('relay.CBS_unreadCount', undefined, { noAlert: true }),
        transformResponse: (value: unknown) => unreadCountOf(value),
        providesTags: ['ChatUnread'],
      }),
      /** CBS_groupPermission: hasPermission and the plain chat link. */
      chatPermission: build.query<{ hasPermission: boolean; chatUrl: string | null }, void>({
        query: () => callArgs('relay.CBS_groupPermission', undefined, { noAlert: true }),
        transformResponse: (value: unknown) => {
          const record = asRecord(value);
          return {
            hasPermission: record.hasPermission === true,
            chatUrl: guardUrl(record.chatUrl),
          };
        },
        providesTags: ['ChatPermission'],
      }),
      /** WPSCORE_saveMemberInfoByAuthKey: saves the member token data, answers an authKey. */
      chatAuthKey: build.mutation<string, Record<string, unknown>>({
        query: (data) =>
          callArgs('relay.WPSCORE_saveMemberInfoByAuthKey', { data }, { noAlert: true }),
        transformResponse: (value: unknown) => {
          const key = asRecord(value).authKey;
          if (typeof key !== 'string' || key === '') throw new Error('no authKey');
          return key;
        },
      }),
      /** CBS_launchChat (b2c, title, language, headerColor): the embedded chat's address. */
      chatLaunch: build.mutation<ChatInfo, LaunchChatRequest>({
        query: (request) => callArgs('relay.CBS_launchChat', request, { noAlert: true }),
        transformResponse: (value: unknown) => {
          const record = asRecord(value);
          return {
            chatUrl: typeof record.chatUrl === 'string' ? record.chatUrl : '',
            ...(typeof record.unReadCount === 'number' ? { unReadCount: record.unReadCount } : {}),
          };
        },
        invalidatesTags: ['ChatUnread'],
      }),
      /**
       * The outbound token call to the live-chat provider: payload (userId) and verifyToken, a
       * text token back. A third party gets a plain fetch with no platform headers (no
       * Authorization, Merchant, Device or Language): ADR 0124.
       */
      chatLiveChatToken: build.mutation<
        string,
        { provider: string; userId: string; verifyToken: string }
      >({
        queryFn: async ({ provider, userId, verifyToken }) => {
          const base = guardUrl(provider);
          if (!base)
            return { error: { kind: 'network', callId: 'liveChatToken' } satisfies ApiError };
          try {
            const response = await fetch(`${base.replace(/\/$/, '')}/token`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ payload: { userId }, verifyToken }),
              credentials: 'omit',
            });
            const text = (await response.text()).trim();
            if (!response.ok || text === '')
              return {
                error: {
                  kind: 'http',
                  callId: 'liveChatToken',
                  status: response.status,
                } satisfies ApiError,
              };
            return { data: text };
          } catch {
            return { error: { kind: 'network', callId: 'liveChatToken' } satisfies ApiError };
          }
        },
      }),
      /** POST /wps/feedback (FEEDBACK3). */
      chatFeedbackSend: build.mutation<unknown, FeedbackBody>({
        query: (body) => callArgs('feedback', body as never, { noAlert: true }),
      }),
      /** WPSCORE_getCustomerServiceScript: loaded once, on demand, for providers that need it. */
      chatCustomerServiceScript: build.query<string | null, void>({
        query: () => callArgs('relay.WPSCORE_getCustomerServiceScript'),
        transformResponse: (value: unknown) => {
          const script = asRecord(value).script;
          return typeof script === 'string' && script.trim() !== '' ? script : null;
        },
        keepUnusedDataFor: 24 * 60 * 60,
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useChatInboxUnreadQuery,
  useChatInboxPageQuery,
  useChatInboxNewestUnreadQuery,
  useChatInboxMarkReadMutation,
  useChatUnreadQuery,
  useChatPermissionQuery,
  useChatAuthKeyMutation,
  useChatLaunchMutation,
  useChatLiveChatTokenMutation,
  useChatFeedbackSendMutation,
  useLazyChatCustomerServiceScriptQuery,
} = chatApi;
