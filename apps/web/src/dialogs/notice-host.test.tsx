import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSite, sandboxLogin } from '../test/render-site';
import { setupSandboxServer } from '../test/sandbox-services';

const { sandbox, server } = setupSandboxServer();

async function ready() {
  await screen.findByRole('heading', { level: 1, name: 'Welcome to the games and lottery lobby' });
}

describe('the error-policy outcomes as dialogs', () => {
  it('warning: shows the message and closes on OK', async () => {
    const { services } = await renderSite();
    await ready();
    services.notices.emit({ type: 'warning', text: 'Bet limit exceeded', onConfirm: 'none' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(dialog).toHaveTextContent('Bet limit exceeded');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('warning without text shows unknown_error', async () => {
    const { services } = await renderSite();
    await ready();
    services.notices.emit({
      type: 'warning',
      text: '',
      messageKey: 'unknown_error',
      onConfirm: 'none',
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Something went wrong');
  });

  it("login expired: the platform's answer ends the session at once, the dialog informs, confirming goes home", async () => {
    const { token, isAgent } = await sandboxLogin('player01');
    const { services, storage } = await renderSite('/download', { token, isAgent });
    await screen.findByTestId('member-info-bar');
    // The platform forgets the session; the next member call answers user.or.token.invalid (401).
    await sandbox.app.request('/__sandbox/sessions/expire', {
      method: 'POST',
      body: JSON.stringify({ username: 'player01' }),
      headers: { 'content-type': 'application/json' },
    });
    await services.client.call('memberInfo');
    expect(storage.token()).toBeUndefined();
    const dialog = await screen.findByRole('alertdialog', { name: 'Session expired' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(storage.merchantCode()).toBe('default');
    await ready();
  });

  it('login expired: Escape closes the dialog and leaves no token', async () => {
    const { token, isAgent } = await sandboxLogin('player01');
    const { services, storage } = await renderSite('/download', { token, isAgent });
    await screen.findByTestId('member-info-bar');
    await sandbox.app.request('/__sandbox/sessions/expire', {
      method: 'POST',
      body: JSON.stringify({ username: 'player01' }),
      headers: { 'content-type': 'application/json' },
    });
    await services.client.call('memberInfo');
    const dialog = await screen.findByRole('alertdialog', { name: 'Session expired' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(storage.token()).toBeUndefined();
  });

  it('identical notices raised together show once', async () => {
    const { services } = await renderSite();
    await ready();
    services.notices.emit({ type: 'warning', text: 'Same', onConfirm: 'none' });
    services.notices.emit({ type: 'warning', text: 'Same', onConfirm: 'none' });
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('vendor maintenance shows its start and end times', async () => {
    const { services } = await renderSite();
    await ready();
    services.notices.emit({
      type: 'vendor-maintenance',
      text: '',
      messageKey: 'vendor_under_maintenance',
      start: '10:00',
      end: '12:00',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Maintenance notice' });
    expect(within(dialog).getByTestId('maintenance-times')).toHaveTextContent(
      'Maintenance: 10:00 to 12:00',
    );
  });

  it('recommended maintenance shows the message and the time range', async () => {
    const { services } = await renderSite();
    await ready();
    services.notices.emit({
      type: 'recommended-maintenance',
      text: 'Vendor upgrade',
      maintainTime: '01:00',
      endTime: '03:00',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Game under maintenance' });
    expect(dialog).toHaveTextContent('Vendor upgrade');
    expect(within(dialog).getByTestId('maintenance-times')).toHaveTextContent('01:00 to 03:00');
  });

  it('insufficient balance: cancel closes; deposit opens the member centre', async () => {
    const { token, isAgent } = await sandboxLogin('player01');
    const { services } = await renderSite('/', { token, isAgent });
    await screen.findByTestId('member-info-bar');
    services.notices.emit({
      type: 'insufficient-balance',
      text: '',
      messageKey: 'launch_game_balance_not_enough',
      actions: ['cancel', 'deposit'],
    });
    let dialog = await screen.findByRole('alertdialog', { name: 'Insufficient balance' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    services.notices.emit({
      type: 'insufficient-balance',
      text: 'Top up?',
      messageKey: 'launch_game_balance_not_enough',
      actions: ['cancel', 'deposit'],
    });
    dialog = await screen.findByRole('alertdialog', { name: 'Insufficient balance' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
  });

  it('domain check failed: retry and customer service', async () => {
    let reachable = false;
    server.use(
      http.get(/\.sandbox\.test\/wps\/system\/test\/ping/, () =>
        reachable
          ? HttpResponse.json({
              success: true,
              value: { pong: true },
              errorCode: null,
              message: null,
              status: 200,
            })
          : HttpResponse.error(),
      ),
    );
    const { services } = await renderSite();
    await ready();
    services.notices.emit({
      type: 'domain-check',
      messageKey: 'domain_check_failed',
      actions: ['retry', 'customer-service'],
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Connection check failed' });
    expect(within(dialog).getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    // No domain answers: retry keeps the dialog and says so.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Still no connection');
    // A domain answers: retry closes the dialog.
    reachable = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('the retry message (504 over http)', async () => {
    const { services } = await renderSite();
    await ready();
    services.notices.emit({ type: 'retry', messageKey: 'timeout_retry_please' });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'The request timed out. Please try again',
    );
  });

  it('sign-in prompt (in_sorry_in) offers the login', async () => {
    const { services } = await renderSite();
    await ready();
    services.notices.emit({ type: 'message', messageKey: 'in_sorry_in', action: 'sign-in' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sorry, please log in first');
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('a trial account opening the member centre gets in_please_account', async () => {
    const { token, isAgent } = await sandboxLogin('trial04');
    await renderSite('/', { token, isAgent });
    await screen.findByTestId('member-info-bar');
    fireEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Please use a real account to open the member centre',
    );
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });
});
