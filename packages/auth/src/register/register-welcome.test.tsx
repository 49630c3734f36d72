import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_DIALOGS } from '../constants';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';
import { RegisterWelcome } from './register-welcome';

setupSandbox();

async function renderWelcome(changePassword: boolean, next?: string) {
  const onClose = vi.fn();
  const onDismiss = vi.fn();
  const { store } = createAuthTestStore();
  const view = await renderAuth(
    <RegisterWelcome
      name="newbie01"
      changePassword={changePassword}
      next={next}
      onDismiss={onDismiss}
      onClose={onClose}
    />,
    { store, path: '/register' },
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'Welcome!' });
  expect(dialog).toHaveTextContent('Welcome aboard, newbie01!');
  const confirm = () => view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return { ...view, onClose, onDismiss, confirm };
}

describe('RegisterWelcome (section 5: the success dialog and where it leads)', () => {
  it('closing it goes on to next', async () => {
    const { confirm, onClose, onDismiss, dialogs } = await renderWelcome(false, '/promotions');
    await confirm();
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/promotions$/);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogs.open).not.toHaveBeenCalled();
  });

  it('without next, or with one that leaves the site, it goes home', async () => {
    const { confirm } = await renderWelcome(false, 'https://elsewhere.example/steal');
    await confirm();
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
  });

  it('a default-password registration opens the forced password change instead', async () => {
    const { confirm, onClose, dialogs } = await renderWelcome(true, '/promotions');
    await confirm();
    expect(dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.changePassword);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('landed')).toBeNull();
  });
});
