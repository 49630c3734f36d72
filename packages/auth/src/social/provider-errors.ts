// The provider types and section 8's error mapping, shared by the provider switch
// (social-provider.ts) and the firebase adapter it loads lazily (firebase-sign-in.ts), so the two
// never import each other.
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

/** A login code the provider's SMS channel sent, waiting for the code the member types. */
export interface SmsConfirmation {
  /** Checks the code with the provider and yields the ID token the platform login takes. */
  confirm(code: string): Promise<SocialIdentity>;
}

/**
 * A popup sign-in, and the provider's SMS channel. The site uses the firebase adapter (loaded with
 * a dynamic import only when a social button is pressed or a firebase code is asked for); tests,
 * stories and Playwright pass a local double.
 */
export interface SocialSignIn {
  signIn(channel: PopupChannel, config: ProviderConfig): Promise<SocialIdentity>;
  /**
   * Sends a login code to `phoneNumber` (E.164: `+`, dialing code, number) through the provider
   * (firebase's phone sign-in), when the merchant's `smsProvider.firebase` is on. A provider
   * without it cannot serve that channel (`auth/not-supported`).
   */
  sendSmsCode?(phoneNumber: string, config: ProviderConfig): Promise<SmsConfirmation>;
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
