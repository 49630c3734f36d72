export {
  mapProviderError,
  POPUP_CHANNELS,
  providerConfigOf,
  SocialSignInError,
  type PopupChannel,
  type ProviderConfig,
  type SmsConfirmation,
  type SocialIdentity,
  type SocialSignIn,
} from './provider-errors';
import {
  SocialSignInError,
  type PopupChannel,
  type SocialIdentity,
  type SocialSignIn,
} from './provider-errors';

/**
 * The window property a test may set (before the app loads) to replace the popup with a local
 * double (ADR 0063). Development only (Vite's dev server, unit tests, Storybook): a production
 * build compiles it out (ADR 0169), and browser tests against the built site replace the firebase
 * adapter's chunk on the network instead (`installSocialDouble` in apps/web/e2e).
 */
export const SOCIAL_TEST_HOOK = import.meta.env.DEV ? '__SITE_SOCIAL_SIGN_IN__' : '';

function testDouble(): SocialSignIn | null {
  if (!import.meta.env.DEV || typeof window === 'undefined') return null;
  const candidate = (window as unknown as Record<string, unknown>)[SOCIAL_TEST_HOOK];
  if (typeof candidate !== 'function') return null;
  const signIn = candidate as (channel: PopupChannel) => Promise<unknown>;
  return {
    async signIn(channel) {
      const result = await signIn(channel);
      if (
        typeof result !== 'object' ||
        result === null ||
        typeof (result as SocialIdentity).idToken !== 'string'
      )
        throw new SocialSignInError('auth/unknown', { reason: 'test double answered no idToken' });
      const identity = result as SocialIdentity;
      return {
        idToken: identity.idToken,
        username: typeof identity.username === 'string' ? identity.username : channel,
      };
    },
  };
}

/** The firebase adapter, loaded on first use (its chunk is not in the login page's JS). */
const firebaseSignIn: SocialSignIn = {
  async signIn(channel, config) {
    const { signInWithFirebase } = await import('./firebase-sign-in');
    return signInWithFirebase(channel, config);
  },
  async sendSmsCode(phoneNumber, config) {
    const { sendFirebaseSmsCode } = await import('./firebase-sign-in');
    return sendFirebaseSmsCode(phoneNumber, config);
  },
};

/** The provider to use: an explicit one, else the browser-test double, else firebase. */
export function resolveSocialSignIn(explicit?: SocialSignIn | null): SocialSignIn {
  return explicit ?? testDouble() ?? firebaseSignIn;
}
