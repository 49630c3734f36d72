import { describe, expect, it, vi } from 'vitest';
import { authActions } from './auth-slice';
import { forgetAuthSession } from './forget-auth-session';
import { pendingBinding, pendingPasswordChange, pendingSecondFactor } from './pending';

describe('forgetAuthSession (auth onSignOut)', () => {
  it('clears every pending credential and resets auth state on sign-out', () => {
    pendingSecondFactor.set({
      username: 'player01',
      password: 'Sandbox123',
      methods: ['S'],
      expiresAt: null,
    });
    pendingBinding.set({ channel: 'google', firebaseIdToken: 'id-token' });
    pendingPasswordChange.set({
      answer: { token: 'held-token' } as Parameters<typeof pendingPasswordChange.set>[0]['answer'],
      firstLogin: true,
    });
    const dispatch = vi.fn();

    forgetAuthSession(dispatch);

    expect(pendingSecondFactor.get()).toBeNull();
    expect(pendingBinding.get()).toBeNull();
    expect(pendingPasswordChange.get()).toBeNull();
    expect(dispatch).toHaveBeenCalledWith(authActions.reset());
  });
});
