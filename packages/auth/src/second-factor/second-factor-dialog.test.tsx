import { selectLoggedIn } from '@site/api-core';
import { SEED_AUTH_CODE, SEED_PASSWORD } from '@site/sandbox-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../session/auth-flows';
import { pendingSecondFactor } from '../session/pending';
import { renderAuth } from '../test/render';
import { createAuthTestStore, seededMobile, setupSandbox } from '../test/sandbox';
import { SecondFactorDialog } from './second-factor-dialog';

const sandbox = setupSandbox();

async function openSecondFactor() {
  const { store } = createAuthTestStore();
  expect(
    await store.dispatch(
      signIn(
        { username: 'secure01', password: SEED_PASSWORD },
        { forcedChange: false, password: SEED_PASSWORD },
      ),
    ),
  ).toEqual({ kind: 'second-factor' });
  const onClose = vi.fn();
  const view = await renderAuth(
    <SecondFactorDialog params={{ next: '/casino' }} onClose={onClose} />,
    { store, path: '/login' },
  );
  return { ...view, store, onClose };
}

describe('SecondFactorDialog (section 4)', () => {
  it('shows the payeeName, sms, ga and email tabs and the server expiry', async () => {
    await openSecondFactor();
    const dialog = await screen.findByRole('dialog', { name: 'Login verification' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Real name', 'SMS', 'Google Authenticator', 'Email']);
    expect(within(dialog).getByText(/This verification expires in \d+ s/)).toBeInTheDocument();
  });

  it('an empty field is highlighted and focused', async () => {
    const { user } = await openSecondFactor();
    const dialog = await screen.findByRole('dialog', { name: 'Login verification' });
    await user.click(within(dialog).getByRole('tab', { name: 'Google Authenticator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const field = within(dialog).getByRole('textbox', { name: 'Authenticator code' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('on failure shows the server message, clears the code and focuses it; on success passes, signs in and goes on', async () => {
    const { user, store, onClose } = await openSecondFactor();
    const dialog = await screen.findByRole('dialog', { name: 'Login verification' });
    await user.click(within(dialog).getByRole('tab', { name: 'Google Authenticator' }));
    const field = within(dialog).getByRole('textbox', { name: 'Authenticator code' });
    await user.type(field, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(field).toHaveValue(''));
    await waitFor(() => expect(field).toHaveFocus());
    expect(within(dialog).getByRole('alert')).not.toBeEmptyDOMElement();

    await user.type(field, SEED_AUTH_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Verified. You are logged in')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(selectLoggedIn(store.getState())).toBe(true);
    expect(pendingSecondFactor.get()).toBeNull();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/casino');
  });

  it('the SMS method: "Get code" sends a code to the mobile number and shows code_sent (section 8); the code signs in', async () => {
    const { user, store } = await openSecondFactor();
    const dialog = await screen.findByRole('dialog', { name: 'Login verification' });
    await user.click(within(dialog).getByRole('tab', { name: 'SMS' }));
    const mobile = seededMobile(sandbox, 'secure01');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), mobile);
    const sent = sandbox.app.world.smsOutbox.length;
    await user.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Verification code sent')).toBeInTheDocument();
    expect(sandbox.app.world.smsOutbox).toHaveLength(sent + 1);
    const code = sandbox.app.world.smsOutbox.at(-1)?.code ?? '';
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), code);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(selectLoggedIn(store.getState())).toBe(true));
  });

  it('renders nothing without a pending challenge', async () => {
    pendingSecondFactor.clear();
    const { store } = createAuthTestStore();
    await renderAuth(<SecondFactorDialog params={undefined} onClose={vi.fn()} />, { store });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
