import type { FirebaseChannel, SmsProvider } from '@site/api-core/catalogue';

/** The popup channels (telegram uses its own frame exchange). */
export type PopupChannel = Extract<FirebaseChannel, 'google' | 'facebook' | 'twitter' | 'line'>;

export const POPUP_CHANNELS: readonly PopupChannel[] = ['google', 'facebook', 'twitter', 'line'];

/** The identity-provider settings read from the consolidated settings (`smsProvider`). */
export type ProviderConfig = Required<Pick<SmsProvider, 'apiKey' | 'authDomain' | 'projectId'>>;

/** What a popup sign-in yields: the ID token the platform login takes. */
export interface SocialIdentity {
  idToken: string;
  /** The provider's account name (email or uid), sent as the login username. */
  username: string;
}

/**
 * A popup sign-in. The site uses the firebase adapter (loaded with a dynamic import only when a
 * social button is pressed); tests, stories and Playwright pass a local double.
 */
export interface SocialSignIn {
  signIn(channel: PopupChannel, config: ProviderConfig): Promise<SocialIdentity>;
}

/** Errors in the shape section 8 names: `auth/code-expired`, `auth/unknown` with code and reason. */
export class SocialSignInError extends Error {
  readonly code:
    | 'auth/not-supported'
    | 'auth/popup-blocked'
    | 'auth/cancelled'
    | 'auth/code-expired'
    | 'auth/unknown';
  readonly providerCode: string | undefined;
  readonly reason: string | undefined;
  constructor(
    code: SocialSignInError['code'],
    details: { providerCode?: string; reason?: string } = {},
  ) {
    super(
      code === 'auth/unknown'
        ? `${code} ${details.providerCode ?? ''} ${details.reason ?? ''}`.trim()
        : code,
    );
    this.name = 'SocialSignInError';
    this.code = code;
    this.providerCode = details.providerCode;
    this.reason = details.reason;
  }
}

/** The provider configuration, or null: a missing configuration means "not supported". */
export function providerConfigOf(provider: SmsProvider | null | undefined): ProviderConfig | null {
  if (!provider?.apiKey || !provider.authDomain || !provider.projectId) return null;
  return {
    apiKey: provider.apiKey,
    authDomain: provider.authDomain,
    projectId: provider.projectId,
  };
}

/** Maps a provider error to section 8's codes. */
export function mapProviderError(error: unknown): SocialSignInError {
  if (error instanceof SocialSignInError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : undefined;
  const reason =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  if (code === 'auth/popup-blocked') return new SocialSignInError('auth/popup-blocked');
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request')
    return new SocialSignInError('auth/cancelled');
  if (code === 'auth/code-expired') return new SocialSignInError('auth/code-expired');
  return new SocialSignInError('auth/unknown', {
    ...(code ? { providerCode: code } : {}),
    ...(reason ? { reason } : {}),
  });
}

/**
 * The window property a browser test may set (before the app loads) to replace the popup with a
 * local double: `page.addInitScript(() => { window.__SITE_SOCIAL_SIGN_IN__ = ... })` (ADR 0063).
 * It can only return an ID token for the platform to check, which any script on the page could
 * send to the login call anyway; it grants nothing.
 */
export const SOCIAL_TEST_HOOK = '__SITE_SOCIAL_SIGN_IN__';

function testDouble(): SocialSignIn | null {
  if (typeof window === 'undefined') return null;
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
};

/** The provider to use: an explicit one, else the browser-test double, else firebase. */
export function resolveSocialSignIn(explicit?: SocialSignIn | null): SocialSignIn {
  return explicit ?? testDouble() ?? firebaseSignIn;
}
