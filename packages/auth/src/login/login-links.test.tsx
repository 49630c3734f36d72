import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_DIALOGS } from '../constants';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';
import { LoginLinks } from './login-links';

setupSandbox();

async function renderLinks(variant: 'page' | 'modal', showRegister = true) {
  const onClose = vi.fn();
  const { store } = createAuthTestStore();
  const view = await renderAuth(
    <LoginLinks variant={variant} showRegister={showRegister} onClose={onClose} />,
    { store },
  );
  return { ...view, onClose };
}

describe('LoginLinks (section 2: register and forgot-password under the form)', () => {
  it('the page goes to /register', async () => {
    const { user, dialogs, onClose } = await renderLinks('page');
    await user.click(await screen.findByRole('button', { name: 'Register now' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/register');
    expect(dialogs.open).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the modal closes and opens the register dialog', async () => {
    const { user, dialogs, onClose } = await renderLinks('modal');
    await user.click(await screen.findByRole('button', { name: 'Register now' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.register);
  });

  it('forgot-password opens its dialog from both, and the register link follows the flag', async () => {
    const { user, dialogs } = await renderLinks('page', false);
    await user.click(await screen.findByRole('button', { name: 'Forgot password' }));
    expect(dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.forgotPassword);
    expect(screen.queryByRole('button', { name: 'Register now' })).toBeNull();
  });
});
