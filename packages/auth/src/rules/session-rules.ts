import type { LoginResponse } from '@site/api-core/catalogue';
import { AUTH_LIMITS, INSECURE_DEFAULT_PASSWORD } from '../constants';

export type AfterLogin =
  | { kind: 'change-password'; reason: 'first-login' | 'expired' | 'default-password' }
  | { kind: 'signed-in' };

/**
 * Section 4: first-time or expired password with forced change enabled (PWDEXPFORCECHANGE3), or
 * the insecure default password, opens the change-password panel; otherwise the login completes.
 */
export function decideAfterLogin(
  response: Pick<LoginResponse, 'firstTimeLogin' | 'passwordExpired'>,
  context: { forcedChange: boolean; password?: string },
): AfterLogin {
  if (context.password !== undefined && context.password === INSECURE_DEFAULT_PASSWORD)
    return { kind: 'change-password', reason: 'default-password' };
  if (context.forcedChange && response.firstTimeLogin)
    return { kind: 'change-password', reason: 'first-login' };
  if (context.forcedChange && response.passwordExpired)
    return { kind: 'change-password', reason: 'expired' };
  return { kind: 'signed-in' };
}

/** SMS countdown: login expiredMinutes x 60 s (120 s in the login-120 flavour); registration 120 s. */
export function smsCountdownSeconds(
  flavour: 'login' | 'register' | 'login-120',
  expiry: { expiredMinutes?: number; expirationTime?: number | string },
  now: number = Date.now(),
): number {
  if (flavour !== 'login') return AUTH_LIMITS.registerSmsSeconds;
  if (typeof expiry.expiredMinutes === 'number' && expiry.expiredMinutes > 0)
    return Math.round(expiry.expiredMinutes * AUTH_LIMITS.secondsPerExpiryMinute);
  const fromTime = secondsUntil(expiry.expirationTime, now);
  return fromTime ?? AUTH_LIMITS.registerSmsSeconds;
}

/** Seconds left until a server expiry (epoch ms, or a date string); null when unreadable. */
export function secondsUntil(
  expirationTime: number | string | undefined,
  now: number = Date.now(),
): number | null {
  if (expirationTime === undefined) return null;
  const at = typeof expirationTime === 'number' ? expirationTime : Date.parse(expirationTime);
  if (!Number.isFinite(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
