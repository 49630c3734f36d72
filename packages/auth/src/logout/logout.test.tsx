import { selectLoggedIn } from '@site/api-core';
import { SEED_PASSWORD } from '@site/sandbox-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../session/auth-flows';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';
import { LogoutDialog } from './logout-dialog';

const sandbox = setupSandbox();

async function signedIn(source?: string) {
  const created = createAuthTestStore();
  if (source) created.storage.setLocal('source', source);
  await created.store.dispatch(
    signIn({ username: 'agent01', password: SEED_PASSWORD }, { forcedChange: false }),
  );
  return created;
}

describe('logout (section 4)', () => {
  it('confirms, calls DELETE /wps/session/logout, clears storage and lands on /agent for the agent source', async () => {
    const { store, storage } = await signedIn('agent');
    const { user } = await renderAuth(<LogoutDialog params={undefined} onClose={vi.fn()} />, {
      store,
      path: '/member',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
    expect(dialog).toHaveTextContent('Do you want to log out?');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/agent$/);
    expect(sandbox.calls).toContain('DELETE /wps/session/logout');
    expect(storage.token()).toBeUndefined();
    expect(storage.merchantCode()).toBe('default');
    expect(selectLoggedIn(store.getState())).toBe(false);
  });

  it('lands on the next page when given, else the site root', async () => {
    const first = await signedIn();
    const view = await renderAuth(<LogoutDialog params={{ next: '/help' }} onClose={vi.fn()} />, {
      store: first.store,
      path: '/member',
    });
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent('/help');
    view.unmount();

    const second = await signedIn();
    const again = await renderAuth(<LogoutDialog params={undefined} onClose={vi.fn()} />, {
      store: second.store,
      path: '/member',
    });
    await again.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
  });
});
