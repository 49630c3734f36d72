import type { WhitelabelModuleId } from '@site/theme';

/**
 * Figures of content-and-play.md sections 4, 5 and 9 that the chat feature owns. Every size,
 * length and limit of the chat window, the feedback form and the inbox reads from here.
 */
export const CHAT_LIMITS = {
  /** Chat widget: min width 200, max 480, min height 280. */
  windowMinWidth: 200,
  windowMaxWidth: 480,
  windowMinHeight: 280,
  /** "Snap offset 72 px": the snapping distance to a screen corner (ADR 0122). */
  snapDistance: 72,
  /** The window opens at this size (inside the limits). */
  windowDefaultWidth: 360,
  windowDefaultHeight: 520,
  /** Unread counts above this show as dots. */
  unreadMax: 99,
  /** Feedback description: 20 to 500 characters (trimmed). */
  feedbackMinLength: 20,
  feedbackMaxLength: 500,
  /** Feedback image: jpg, jpeg or png, at most 5 MB (5242880 bytes); one for players. */
  imageMaxBytes: 5_242_880,
  /** Inbox: rows per page. */
  inboxPageSize: 10,
  /** Newest-unread lookup: messages of the last 7 days. */
  newestUnreadDays: 7,
  /** Unread messages are re-read at most once per 500 ms. */
  unreadThrottleMs: 500,
} as const;

/** Feedback types (content-and-play.md section 3): 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply agent, 0 other. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Image types feedback accepts. */
export const FEEDBACK_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const FEEDBACK_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/**
 * The whitelabel switch of chat. The spec names no flag ("chat flag (name not shown)"), so we
 * read `CHAT3` from the server's tree: absent means on, an explicit `false` turns chat off
 * (ADR 0125).
 */
export const CHAT_FLAG = 'CHAT3' satisfies WhitelabelModuleId;

/** The member-centre page of the inbox. */
export const INBOX_PAGE_ID = 'messageV2';

/** The feedback route. */
export const FEEDBACK_PATH = 'feedback';
/** The chat route: opens the chat window on any page of the site. */
export const CHAT_PATH = 'chat';

/** isAgent 4 (trial) cannot chat. */
export const TRIAL_KIND = 4;
