import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Firebase sign-in keeps nothing (ADR 0165): in-memory persistence, and a sign-out right after the
 * ID token is read, whether the rest succeeds or not. The firebase SDK is replaced by spies.
 */
const calls: string[] = [];
const user = {
  email: 'tester@example.test',
  uid: 'u1',
  getIdToken: vi.fn(async () => {
    calls.push('getIdToken');
    return 'id-token-1';
  }),
};
const auth = { currentUser: null as typeof user | null };

vi.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: vi.fn(),
  initializeApp: vi.fn((_config: unknown, name: string) => ({ name })),
}));

vi.mock('firebase/auth', () => {
  class Provider {}
  return {
    browserPopupRedirectResolver: { resolver: 'browser' },
    inMemoryPersistence: { type: 'NONE' },
    initializeAuth: vi.fn(() => auth),
    signInWithPopup: vi.fn(async () => {
      calls.push('signInWithPopup');
      auth.currentUser = user;
      return { user };
    }),
    signOut: vi.fn(async () => {
      calls.push('signOut');
      auth.currentUser = null;
    }),
    RecaptchaVerifier: class {
      constructor(_auth: unknown, container: HTMLElement, parameters: unknown) {
        calls.push(`recaptcha ${container.isConnected} ${JSON.stringify(parameters)}`);
      }
      clear() {
        calls.push('recaptcha cleared');
      }
    },
    signInWithPhoneNumber: vi.fn(async (_auth: unknown, phoneNumber: string) => {
      calls.push(`signInWithPhoneNumber ${phoneNumber}`);
      return {
        confirm: async (code: string) => {
          calls.push(`confirm ${code}`);
          if (code !== '123456')
            throw Object.assign(new Error('expired'), { code: 'auth/code-expired' });
          auth.currentUser = user;
          return { user: { ...user, phoneNumber } };
        },
      };
    }),
    GoogleAuthProvider: Provider,
    FacebookAuthProvider: Provider,
    TwitterAuthProvider: Provider,
    OAuthProvider: Provider,
  };
});

const config = { apiKey: 'k', authDomain: 'a.example', projectId: `p-${Math.random()}` };

beforeEach(() => {
  calls.length = 0;
  auth.currentUser = null;
  user.getIdToken.mockClear();
});

describe('firebase sign-in', () => {
  it('uses in-memory persistence (nothing in IndexedDB) with the popup resolver', async () => {
    const firebaseAuth = await import('firebase/auth');
    const { signInWithFirebase } = await import('./firebase-sign-in');
    await signInWithFirebase('google', config);
    expect(firebaseAuth.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: firebaseAuth.inMemoryPersistence,
      popupRedirectResolver: firebaseAuth.browserPopupRedirectResolver,
    });
  });

  it('signs out of firebase right after the ID token is read', async () => {
    const { signInWithFirebase } = await import('./firebase-sign-in');
    expect(await signInWithFirebase('facebook', config)).toEqual({
      idToken: 'id-token-1',
      username: 'tester@example.test',
    });
    expect(calls).toEqual(['signInWithPopup', 'getIdToken', 'signOut']);
    expect(auth.currentUser).toBeNull();
  });

  it('signs out even when reading the token fails', async () => {
    user.getIdToken.mockImplementationOnce(async () => {
      calls.push('getIdToken');
      throw Object.assign(new Error('boom'), { code: 'auth/network-request-failed' });
    });
    const { signInWithFirebase } = await import('./firebase-sign-in');
    await expect(signInWithFirebase('google', config)).rejects.toBeTruthy();
    expect(calls).toEqual(['signInWithPopup', 'getIdToken', 'signOut']);
  });
});

describe('firebase SMS channel', () => {
  it('sends the code behind an invisible reCAPTCHA, then the confirmed code yields the ID token and firebase signs out', async () => {
    const { sendFirebaseSmsCode } = await import('./firebase-sign-in');
    const pending = await sendFirebaseSmsCode('+8613800001111', config);
    expect(calls).toEqual([
      'recaptcha true {"size":"invisible"}',
      'signInWithPhoneNumber +8613800001111',
      'recaptcha cleared',
    ]);
    expect(document.body.children).toHaveLength(0);
    calls.length = 0;
    expect(await pending.confirm('123456')).toEqual({
      idToken: 'id-token-1',
      username: '+8613800001111',
    });
    expect(calls).toEqual(['confirm 123456', 'getIdToken', 'signOut']);
    expect(auth.currentUser).toBeNull();
  });

  it("maps the provider's refusal of a code to section 8's codes", async () => {
    const { sendFirebaseSmsCode } = await import('./firebase-sign-in');
    const pending = await sendFirebaseSmsCode('+8613800001111', config);
    await expect(pending.confirm('000000')).rejects.toMatchObject({ code: 'auth/code-expired' });
  });
});
