/**
 * Real-time notification event types (content-and-play.md section 4) and the socket contract
 * (docs/decisions/0016). Pure data, shared by the websocket client and the sandbox.
 */
export const NOTIFICATION_EVENT_TYPES = [
  'MANUAL_PROMO',
  'PROMOTION_CLAIM',
  'INBOX',
  'WITHDRAW',
  'DEPOSIT',
  'ONLINE_MSG',
  'PAYMENT_CONFIRMATION',
  'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
  'DOWNLINE_TO_AGENT',
] as const;

export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];

/** The socket endpoint and the topic for one customer. */
export const NOTIFICATION_SOCKET = {
  path: '/wps/websocket',
  topic: (customerId: string | number) => `/topic/customer/${customerId}`,
} as const;

/** Frames the client sends. */
export type NotificationClientFrame =
  | { action: 'subscribe'; topic: string; merchant: string; token: string }
  | { action: 'unsubscribe'; topic: string }
  | { action: 'ping' };

/** Frames the server sends: an event on a topic, a subscription acknowledgement, an error, or a pong. */
export type NotificationServerFrame =
  | { topic: string; type: string; content: unknown }
  | { action: 'subscribed'; topic: string }
  | { action: 'error'; message: string }
  | { action: 'pong' };
