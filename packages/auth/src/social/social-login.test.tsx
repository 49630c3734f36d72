import { selectLoggedIn } from '@site/api-core';
import { seedMerchantData } from '@site/api-core/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../login/login-form';
import { pendingBinding } from '../session/pending';
import { renderAuth } from '../test/render';
import { createAuthTestStore, setupSandbox } from '../test/sandbox';
import { BindAccountDialog } from './bind-account-dialog';
import type { SocialSignIn } from './social-provider';
import { AUTH_DIALOGS } from '../constants';

setupSandbox();

const provider = (idToken: string): SocialSignIn => ({
  signIn: vi.fn(async () => ({ idToken, username: 'someone@example.test' })),
});
const SMS_PROVIDER = {
  apiKey: 'k',
  authDomain: 'default.sandbox.test',
  projectId: 'p',
  firebase: true,
};

describe('social login (section 4)', () => {
  it('says the service is not supported when the provider configuration is missing', async () => {
    const { store } = createAuthTestStore();
    const signInDouble = provider('x');
    const { user } = await renderAuth(<LoginForm variant="page" socialSignIn={signInDouble} />, {
      store,
      flags: { GOOGLELOGIN3: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('This sign-in service is not supported')).toBeInTheDocument();
    expect(signInDouble.signIn).not.toHaveBeenCalled();
  });

  it('only the flagged providers show', async () => {
    const { store } = createAuthTestStore();
    await renderAuth(<LoginForm variant="page" />, {
      store,
      flags: { LINELOGIN3: true, TELEGRAMLOGIN3: true },
    });
    expect(await screen.findByRole('button', { name: 'Continue with LINE' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Telegram' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('a known identity signs in; an unknown one opens the bind dialog', async () => {
    const known = createAuthTestStore();
    seedMerchantData(known.store, { permission: { smsProvider: SMS_PROVIDER } });
    const first = await renderAuth(
      <LoginForm variant="page" socialSignIn={provider('sandbox-firebase-player01')} />,
      { store: known.store, flags: { GOOGLELOGIN3: true } },
    );
    await first.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(selectLoggedIn(known.store.getState())).toBe(true);
    first.unmount();

    const unknown = createAuthTestStore();
    seedMerchantData(unknown.store, { permission: { smsProvider: SMS_PROVIDER } });
    const second = await renderAuth(
      <LoginForm variant="page" socialSignIn={provider('never-seen')} />,
      { store: unknown.store, flags: { GOOGLELOGIN3: true } },
    );
    await second.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(second.dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.bindAccount, { next: null }),
    );
    expect(pendingBinding.get()).toEqual({ channel: 'google', firebaseIdToken: 'never-seen' });
  });

  it('maps a provider failure to auth/unknown with code and reason', async () => {
    const { store } = createAuthTestStore();
    seedMerchantData(store, { permission: { smsProvider: SMS_PROVIDER } });
    const failing: SocialSignIn = {
      signIn: async () =>
        Promise.reject(
          Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }),
        ),
    };
    const { user } = await renderAuth(<LoginForm variant="page" socialSignIn={failing} />, {
      store,
      flags: { GOOGLELOGIN3: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(/auth\/network-request-failed/)).toHaveTextContent('offline');
  });
});

describe('BindAccountDialog (bind_customer_required)', () => {
  it('offers the existing account and register new (SSOMANUALREG3 opens the register modal)', async () => {
    pendingBinding.set({ channel: 'google', firebaseIdToken: 'never-seen' });
    const { store } = createAuthTestStore();
    const onClose = vi.fn();
    const { user, dialogs } = await renderAuth(
      <BindAccountDialog params={{ next: null }} onClose={onClose} />,
      { store, flags: { FIREBASECREATEACC3: true, SSOMANUALREG3: true } },
    );
    expect(
      await screen.findByText('This google account is not linked to an account on this site yet'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a new account' }));
    expect(dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.register, { next: null });
  });

  it('existing account reopens the login popup', async () => {
    pendingBinding.set({ channel: 'line', firebaseIdToken: 'never-seen' });
    const { store } = createAuthTestStore();
    const { user, dialogs } = await renderAuth(
      <BindAccountDialog params={{ next: '/casino' }} onClose={vi.fn()} />,
      { store, flags: { FIREBASECREATEACC3: false, SSOMANUALREG3: false } },
    );
    expect(screen.queryByRole('button', { name: 'Create a new account' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'I have an account: log in' }));
    expect(dialogs.open).toHaveBeenCalledWith(AUTH_DIALOGS.login, { next: '/casino' });
    expect(pendingBinding.get()).toBeNull();
  });

  it('registers automatically when FIREBASECREATEACC3 is on and SSOMANUALREG3 off, then signs in', async () => {
    pendingBinding.set({ channel: 'google', firebaseIdToken: 'brand-new-token' });
    const { store } = createAuthTestStore();
    const onClose = vi.fn();
    await renderAuth(<BindAccountDialog params={{ next: null }} onClose={onClose} />, {
      store,
      flags: { FIREBASECREATEACC3: true, SSOMANUALREG3: false },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(selectLoggedIn(store.getState())).toBe(true);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
  });
});
