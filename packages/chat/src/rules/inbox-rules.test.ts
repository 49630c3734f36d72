import { describe, expect, it } from 'vitest';
import { inboxPageRequest, inboxRowsOf, newestUnreadRequest } from './inbox-rules';

describe('CSP_getInbox (page 1, size 1, sort sendTime:desc, read false, last 7 days)', () => {
  it('asks for the newest unread message of the last 7 days', () => {
    const now = Date.UTC(2026, 10, 23, 4, 0, 0);
    expect(newestUnreadRequest(now)).toEqual({
      page: 1,
      size: 1,
      sort: 'sendTime:desc',
      read: false,
      startDate: '2026-11-16',
      endDate: '2026-11-23',
    });
  });

  it('pages the list newest first, ten a page', () => {
    expect(inboxPageRequest(3)).toEqual({ page: 3, size: 10, sort: 'sendTime:desc' });
    expect(inboxPageRequest(0)).toEqual({ page: 1, size: 10, sort: 'sendTime:desc' });
  });
});

describe('Inbox item: subject, read, sendTime (decoded defensively)', () => {
  it.each([[null], [{}], [{ content: 'x' }], [[1, 2]]])('%j gives no rows', (value) => {
    expect(inboxRowsOf(value)).toEqual({ rows: [], totalPages: 1 });
  });

  it('keeps subject, read state and send time; drops junk rows', () => {
    expect(
      inboxRowsOf({
        content: [
          { id: 7, subject: 'Hi', read: true, sendTime: '2026-11-20 10:00:00' },
          null,
          { subject: 3, read: 'yes' },
        ],
        totalPages: 4,
      }),
    ).toEqual({
      rows: [
        { id: 7, subject: 'Hi', read: true, sendTime: '2026-11-20 10:00:00' },
        { id: null, subject: '', read: false, sendTime: '' },
      ],
      totalPages: 4,
    });
  });
});
