import { createDialogRef } from '@site/feature-api';
import type { LoginDialogParams } from './login/login-dialog';
import type { LogoutParams } from './logout/logout-dialog';
import type { RegisterDialogParams } from './register/register-dialog';
import type { SecondFactorParams } from './second-factor/second-factor-dialog';
import type { BindAccountParams } from './social/bind-account-dialog';

/**
 * Figures of account-access.md section 9 that the auth feature owns. Every timer, length and
 * lifetime of the login, registration and password screens reads from here.
 */
export const AUTH_LIMITS = {
  /** Login SMS code: expiredMinutes x 60 s. */
  secondsPerExpiryMinute: 60,
  /** Registration SMS code (and the login code in one flavour): 120 s. */
  registerSmsSeconds: 120,
  /** After a failed SMS request the countdown goes back to 59 s and the button to "get code". */
  smsResetSeconds: 59,
  /** Image captcha: refresh at most once per second. */
  captchaRefreshThrottleMs: 1_000,
  /** Image captcha: give up waiting for the image after 3 s. */
  captchaImageTimeoutMs: 3_000,
  /** Slider captcha: challenge call timeout, and one automatic retry. */
  sliderTimeoutMs: 5_000,
  sliderRetries: 1,
  /** Slider captcha: `/wps/captcha/geetest` at most once per 250 ms (also enforced by the client). */
  sliderRateLimitMs: 250,
  /**
   * A slide finished faster than this is not a person: rejected (ADR 0062). GEETEST3 rejects
   * machine-speed drags server-side; the local slider applies the same rule before submitting.
   */
  sliderMinDragMs: 300,
  /** Password change: one call per 3 s. */
  passwordChangeThrottleMs: 3_000,
  /** Telegram: wait 250 ms after `getTgAuthData` before logging in. */
  telegramLoginDelayMs: 250,
  /** Remember-me and last-user cookies last 1 day (api-core stores them). */
  loginCookieDays: 1,
} as const;

/**
 * The platform's insecure default password (the spec's `{secret}`). The same value the sandbox
 * seeds (`DEFAULT_PASSWORD`, sandbox ADR); a test keeps them equal. Logging in with it forces a
 * password change; the change then sends it as the old password without asking.
 */
export const INSECURE_DEFAULT_PASSWORD = 'Aa123456';

/** Where the user lands after a forced password change (account-access.md section 4). */
export const AFTER_PASSWORD_CHANGE_PATH = '/index';
/** Where logout lands when the visitor's source is agent. */
export const AGENT_HOME_PATH = '/agent';

/**
 * The site-wide dialogs this feature contributes, as typed refs (`useDialogs().open(ref, params)`;
 * ADR 0190). The shell binds the ones it opens itself in apps/web/src/features.ts.
 */
export const AUTH_DIALOGS = {
  login: createDialogRef<LoginDialogParams | undefined>('login'),
  register: createDialogRef<RegisterDialogParams | undefined>('register'),
  secondFactor: createDialogRef<SecondFactorParams | undefined>('second-factor'),
  bindAccount: createDialogRef<BindAccountParams | undefined>('bind-account'),
  changePassword: createDialogRef<unknown>('change-password'),
  forgotPassword: createDialogRef<unknown>('forgot-password'),
  logout: createDialogRef<LogoutParams | undefined>('logout'),
} as const;
