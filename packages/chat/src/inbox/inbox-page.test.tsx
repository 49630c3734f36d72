import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderChat } from '../test/chat-test';
import { InboxPage } from './inbox-page';

const sandbox = setupSandbox();
const FLAGS = { MAILCEN: true, INBOX3: true };

describe('InboxPage (messageV2)', () => {
  it('lists subject, read state and send time, and marking read lowers the unread count', async () => {
    const { user } = await renderChat(<InboxPage />, { account: 'player01', flags: FLAGS });
    const list = await screen.findByRole('list', { name: 'Messages' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(within(list).getAllByText(/· Unread/)).toHaveLength(2);
    expect(rows[0]?.querySelector('time')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(await screen.findByLabelText('2 unread')).toBeInTheDocument();

    const [first] = within(list).getAllByRole('button', { name: /^Mark as read/ });
    await user.click(first as HTMLElement);
    await waitFor(() => expect(within(list).getAllByText(/· Unread/)).toHaveLength(1));
    expect(await screen.findByLabelText('1 unread')).toBeInTheDocument();
    expect(sandbox.calls).toContain('PUT /wps/relay/CSP_readInbox');
  });

  it('pages through the inbox, ten a page', async () => {
    for (let i = 0; i < 10; i += 1) {
      await sandbox.app.request('/__sandbox/notifications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'player01',
          type: 'INBOX',
          content: { subject: `Pushed ${i}` },
        }),
      });
    }
    const { user } = await renderChat(<InboxPage />, { account: 'player01', flags: FLAGS });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messages' })).queryByText(/Pushed/),
      ).toBeNull(),
    );
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
  });

  it('does not read the unread count without INBOX3', async () => {
    await renderChat(<InboxPage />, {
      account: 'player01',
      flags: { MAILCEN: true, INBOX3: false },
    });
    await screen.findByRole('list', { name: 'Messages' });
    expect(sandbox.calls).not.toContain('GET /wps/relay/CSP_unreadCount');
  });
});
