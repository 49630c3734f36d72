/** @site/api-core/websocket: the real-time notification client with typed events. */
export {
  NOTIFICATION_EVENT_TYPES,
  NOTIFICATION_SOCKET,
  type NotificationClientFrame,
  type NotificationEventType,
  type NotificationServerFrame,
} from '../catalogue/notifications';
export {
  NOTIFICATION_BEHAVIOUR,
  type NotificationContentMap,
  type NotificationEvent,
  type NotificationEventOf,
} from './events';
export {
  backoffDelay,
  createNotificationClient,
  notificationSocketUrl,
  type BackoffOptions,
  type ConnectionState,
  type NotificationClient,
  type NotificationClientOptions,
  type WebSocketFactory,
  type WebSocketLike,
} from './notification-client';
