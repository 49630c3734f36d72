import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_DIALOGS } from '../constants';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';
import { RegisterLinks } from './register-links';

setupSandbox();

async function renderLinks(variant: 'page' | 'modal', next?: string) {
  const onClose = vi.fn();
  const { store } = createAuthTestStore();
  const view = await renderAuth(<RegisterLinks variant={variant} next={next} onClose={onClose} />, {
    store,
    path: '/register',
  });
  expect(screen.getByText('Already have an account?', { exact: false })).toBeInTheDocument();
  return { ...view, onClose };
}

describe('RegisterLinks (section 5: the login link under the registration form)', () => {
  it('the page goes to /login', async () => {
    const { user, dialogs, onClose } = await renderLinks('page', '/promotions');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/login$/);
    expect(dialogs.open).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the modal closes and opens the login dialog with next', async () => {
    const { user, dialogs, onClose } = await renderLinks('modal', '/promotions');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.login, { next: '/promotions' });
  });

  it('the modal without next opens the login dialog with next null', async () => {
    const { user, dialogs } = await renderLinks('modal');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.login, { next: null });
  });
});
