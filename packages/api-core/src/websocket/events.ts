import type { NotificationEventType } from '../catalogue/notifications';

/** Content carried by each event type (content-and-play.md section 4). Fields beyond these pass through. */
export interface NotificationContentMap {
  /** Bonus modal when REWCEN3 is enabled. */
  MANUAL_PROMO: { promotionId?: number; title?: string; amount?: number; [key: string]: unknown };
  /** Refresh promotions and balance. */
  PROMOTION_CLAIM: { promotionId?: number; [key: string]: unknown };
  /** Inbox notice. */
  INBOX: { subject?: string; messageId?: number | string; [key: string]: unknown };
  /** Withdrawal succeeded or was rejected (with remarks). */
  WITHDRAW: {
    status?: 'SUCCESS' | 'REJECTED' | (string & {});
    amount?: number;
    remarks?: string;
    [key: string]: unknown;
  };
  /** Deposit arrived or failed. */
  DEPOSIT: {
    status?: 'ARRIVED' | 'FAILED' | (string & {});
    amount?: number;
    remarks?: string;
    [key: string]: unknown;
  };
  /** Popup only. */
  ONLINE_MSG: { title?: string; content?: string; [key: string]: unknown };
  /** Agents 0, 1, 2 load the confirmation list. */
  PAYMENT_CONFIRMATION: { payDetailId?: number; [key: string]: unknown };
  /** Popup. */
  AGENT_TRANSFER_AGENT_TO_DOWNLINE: {
    amount?: number;
    from?: string;
    to?: string;
    [key: string]: unknown;
  };
  /** Popup. */
  DOWNLINE_TO_AGENT: { amount?: number; from?: string; to?: string; [key: string]: unknown };
}

export type NotificationEvent = {
  [K in NotificationEventType]: { type: K; content: NotificationContentMap[K]; topic: string };
}[NotificationEventType];

export type NotificationEventOf<K extends NotificationEventType> = Extract<
  NotificationEvent,
  { type: K }
>;

/** What the shell does with each type; every event is a persistent toast. */
export const NOTIFICATION_BEHAVIOUR: Record<
  NotificationEventType,
  {
    display: 'bonus-modal' | 'notice' | 'popup' | 'refresh' | 'confirmation-list';
    refreshesBalance: boolean;
    flag?: 'REWCEN3';
  }
> = {
  MANUAL_PROMO: { display: 'bonus-modal', refreshesBalance: true, flag: 'REWCEN3' },
  PROMOTION_CLAIM: { display: 'refresh', refreshesBalance: true },
  INBOX: { display: 'notice', refreshesBalance: false },
  WITHDRAW: { display: 'notice', refreshesBalance: true },
  DEPOSIT: { display: 'notice', refreshesBalance: true },
  ONLINE_MSG: { display: 'popup', refreshesBalance: false },
  PAYMENT_CONFIRMATION: { display: 'confirmation-list', refreshesBalance: false },
  AGENT_TRANSFER_AGENT_TO_DOWNLINE: { display: 'popup', refreshesBalance: true },
  DOWNLINE_TO_AGENT: { display: 'popup', refreshesBalance: true },
};
