// The public entry of @site/chat: its feature object, the unread counts it owns (the shell reads
// them through this hook, ADR 0123) and the feedback form for places that embed it.
export { chatFeature } from './feature';
export { useUnreadCounts, type UnreadCounts } from './unread/use-unread-counts';
export { CHAT_LIMITS, FEEDBACK_TYPES, type FeedbackType } from './constants';
