import dayjs from 'dayjs';
import { CHAT_LIMITS } from '../constants';

export interface InboxRow {
  id: number | null;
  subject: string;
  read: boolean;
  sendTime: string;
}

/**
 * The newest-unread lookup (section 7): page 1, size 1, sort sendTime:desc, read false, the last
 * 7 days (dates in the platform's YYYY-MM-DD).
 */
export function newestUnreadRequest(now: number) {
  return {
    page: 1,
    size: 1,
    sort: 'sendTime:desc',
    read: false,
    startDate: dayjs(now).subtract(CHAT_LIMITS.newestUnreadDays, 'day').format('YYYY-MM-DD'),
    endDate: dayjs(now).format('YYYY-MM-DD'),
  };
}

/** One page of the inbox list, newest first. */
export function inboxPageRequest(page: number) {
  return {
    page: Math.max(1, Math.floor(page) || 1),
    size: CHAT_LIMITS.inboxPageSize,
    sort: 'sendTime:desc',
  };
}

/** Decodes a page answer defensively: rows with a subject, read state and send time. */
export function inboxRowsOf(value: unknown): { rows: InboxRow[]; totalPages: number } {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const content = Array.isArray(record.content) ? record.content : [];
  const rows = content
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      id: typeof item.id === 'number' && Number.isFinite(item.id) ? item.id : null,
      subject: typeof item.subject === 'string' ? item.subject : '',
      read: item.read === true,
      sendTime:
        typeof item.sendTime === 'number' && Number.isFinite(item.sendTime)
          ? dayjs(item.sendTime).format('YYYY-MM-DD HH:mm:ss')
          : typeof item.sendTime === 'string'
            ? item.sendTime
            : '',
    }));
  const totalPages =
    typeof record.totalPages === 'number' && record.totalPages > 0
      ? Math.floor(record.totalPages)
      : 1;
  return { rows, totalPages };
}
