import { selectSmsProvider, useSiteSelector } from '@site/api-core';
import type { LoginRequest } from '@site/api-core/catalogue';
import { useMemo, useRef } from 'react';
import {
  providerConfigOf,
  resolveSocialSignIn,
  SocialSignInError,
  type SmsConfirmation,
  type SocialSignIn,
} from '../social/social-provider';

/** The number as the provider takes it: `+`, the dialing code, then the national number. */
export function e164(dialingCode: string | undefined, mobile: string): string {
  return `+${(dialingCode ?? '').replace(/\D/g, '')}${mobile.replace(/\D/g, '')}`;
}

export interface ProviderSms {
  /** The merchant's `smsProvider.firebase`: SMS login codes go through the identity provider. */
  active: boolean;
  /** Sends the code to `phoneNumber` (E.164); throws a `SocialSignInError`. */
  send(phoneNumber: string): Promise<void>;
  /**
   * The platform login for the typed code: the provider checks it and yields the ID token
   * (`type: 'firebase'`, `firebaseChannel: 'sms'`, `firebaseIdToken`, `firebaseMobileNo`).
   * `auth/code-expired` when no code is pending (section 8).
   */
  loginRequest(code: string): Promise<LoginRequest>;
  /** Forgets a pending code (tab switch). */
  reset(): void;
}

/**
 * The login form's SMS channel through the identity provider when the merchant's settings say
 * `smsProvider.firebase` (account-access.md sections 3 and 8; ADR 0068). The pending confirmation
 * lives in memory only, for the form that asked for it.
 */
export function useProviderSms(socialSignIn?: SocialSignIn | null): ProviderSms {
  const smsProvider = useSiteSelector(selectSmsProvider);
  const pending = useRef<{ phoneNumber: string; confirmation: SmsConfirmation } | null>(null);
  const active = smsProvider?.firebase === true;
  return useMemo(
    () => ({
      active,
      async send(phoneNumber) {
        pending.current = null;
        const config = providerConfigOf(smsProvider);
        const provider = resolveSocialSignIn(socialSignIn);
        if (!config || !provider.sendSmsCode) throw new SocialSignInError('auth/not-supported');
        const confirmation = await provider.sendSmsCode(phoneNumber, config);
        pending.current = { phoneNumber, confirmation };
      },
      async loginRequest(code) {
        const current = pending.current;
        if (!current) throw new SocialSignInError('auth/code-expired');
        const identity = await current.confirmation.confirm(code);
        pending.current = null;
        return {
          username: current.phoneNumber,
          type: 'firebase',
          firebaseChannel: 'sms',
          firebaseIdToken: identity.idToken,
          firebaseMobileNo: current.phoneNumber,
        };
      },
      reset() {
        pending.current = null;
      },
    }),
    [active, smsProvider, socialSignIn],
  );
}
