import {
  COOKIES,
  dropPasswordChange,
  holdForPasswordChange,
  signIn as signInSession,
  signOut as signOutSession,
  type ApiError,
  type SessionAnswer,
  type SiteDispatch,
  type SiteExtra,
  type SiteRootState,
} from '@site/api-core';
import type { LoginRequest, LoginResponse, SecondFactorMethod } from '@site/api-core/catalogue';
import { apiErrorOf, authApi, errorAsksForCaptcha, type RegisterResult } from '../auth-api';
import { INSECURE_DEFAULT_PASSWORD } from '../constants';
import { decideAfterLogin, secondsUntil } from '../rules/session-rules';
import { authActions, type PasswordChangeReason } from './auth-slice';
import {
  pendingBinding,
  pendingPasswordChange,
  pendingSecondFactor,
  type SocialBinding,
} from './pending';

/** A thunk of the site store: the client comes in the extra argument (api-core's store). */
export type AuthThunk<R> = (
  dispatch: SiteDispatch,
  getState: () => SiteRootState,
  extra: SiteExtra,
) => Promise<R>;

/** What a login attempt came to; the screen decides what to show. */
export type LoginOutcome =
  | { kind: 'signed-in'; firstLogin: boolean }
  | { kind: 'change-password'; reason: PasswordChangeReason }
  | { kind: 'second-factor' }
  | { kind: 'bind-customer'; binding: SocialBinding }
  | { kind: 'failed'; error: ApiError; captcha: boolean };

export interface LoginContext {
  /** PWDEXPFORCECHANGE3. */
  forcedChange: boolean;
  /** The password typed (compared with the insecure default). */
  password?: string;
  /** Remember me: the username goes into the 1-day last-user cookie. */
  rememberMe?: boolean;
  /** The two-merchant variant hides username and password after a captcha failure. */
  hideCredentialsOnCaptcha?: boolean;
  /** Marks a free-play session (`hasFreePlay`). */
  freePlay?: boolean;
}

const ALL_METHODS: readonly SecondFactorMethod[] = ['P', 'S', 'G', 'E'];

function methodsOf(value: unknown): readonly SecondFactorMethod[] {
  const methods =
    typeof value === 'object' && value !== null && 'methods' in value
      ? (value as { methods: unknown }).methods
      : undefined;
  if (!Array.isArray(methods)) return ALL_METHODS;
  const known = methods.filter(
    (method): method is SecondFactorMethod =>
      method === 'E' || method === 'G' || method === 'S' || method === 'P',
  );
  return known.length ? known : ALL_METHODS;
}

function expiryOf(value: unknown, now: number): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as { expirationTime?: number | string; expiredMinutes?: number };
  const seconds = secondsUntil(record.expirationTime, now);
  if (seconds !== null) return now + seconds * 1000;
  if (typeof record.expiredMinutes === 'number') return now + record.expiredMinutes * 60_000;
  return null;
}

/**
 * Completes a login through the one session module (ADR 0064): caches reset, session values
 * stored, member info, signed in, the balance, then the first-login action.
 */
export function completeSignIn(
  answer: SessionAnswer,
  options: { firstLogin?: boolean; freePlay?: boolean } = {},
): AuthThunk<{ ok: true } | { ok: false; error: ApiError }> {
  return async (dispatch) => {
    const result = await dispatch(
      signInSession(answer, {
        firstLogin: options.firstLogin === true,
        freePlay: options.freePlay === true,
      }),
    );
    if (!result.ok) return { ok: false, error: result.error };
    dispatch(authActions.signedIn());
    if (options.firstLogin) dispatch(authActions.firstLoginCompleted());
    return { ok: true };
  };
}

/**
 * After a successful login answer: either the forced password change (login info stored, `cpw`
 * set, the token kept only for the change call) or the completed login.
 */
export function acceptLogin(
  response: LoginResponse,
  context: LoginContext,
): AuthThunk<LoginOutcome> {
  return async (dispatch, _getState, extra) => {
    const { storage } = extra.client;
    const username = response.username ?? response.account;
    // Remember me: the login box's remember-me and last-user cookies (1 day, api-core's jar).
    if (context.rememberMe !== undefined) {
      if (context.rememberMe && username) {
        storage.setRememberMe('1');
        storage.setLastUser(username);
      } else {
        storage.cookies.remove(COOKIES.rememberMe.name);
        storage.cookies.remove(COOKIES.lastUser.name);
      }
    }
    const decision = decideAfterLogin(response, {
      forcedChange: context.forcedChange,
      ...(context.password !== undefined ? { password: context.password } : {}),
    });
    if (decision.kind === 'change-password') {
      // The token stays in memory until the change succeeds (ADR 0065): a reload is not a way
      // around it, and the platform accepts nothing else from this session.
      await dispatch(holdForPasswordChange(response));
      pendingPasswordChange.set({ answer: response, firstLogin: response.firstTimeLogin === true });
      storage.setSession('loginInfo', { username: username ?? '' });
      storage.setSession('cpw', decision.reason === 'default-password');
      dispatch(authActions.passwordChangeRequired(decision.reason));
      return { kind: 'change-password', reason: decision.reason };
    }
    const done = await dispatch(
      completeSignIn(response, {
        firstLogin: response.firstTimeLogin === true,
        freePlay: context.freePlay === true,
      }),
    );
    if (!done.ok) return { kind: 'failed', error: done.error, captcha: false };
    return { kind: 'signed-in', firstLogin: response.firstTimeLogin === true };
  };
}

/** Reads what a failed login asks for: the second factor, the bind dialog, or the captcha. */
function failedLogin(
  error: ApiError,
  request: LoginRequest,
  context: LoginContext,
): AuthThunk<LoginOutcome> {
  return async (dispatch) => {
    if (error.errorCode === 'login_verify_required') {
      pendingSecondFactor.set({
        username: request.username,
        password: request.password ?? '',
        methods: methodsOf(error.value),
        expiresAt: expiryOf(error.value, Date.now()),
        ...(request.firebaseIdToken ? { firebaseIdToken: request.firebaseIdToken } : {}),
      });
      return { kind: 'second-factor' };
    }
    if (error.errorCode === 'bind_customer_required' && request.firebaseChannel) {
      const binding: SocialBinding = {
        channel: request.firebaseChannel,
        ...(request.firebaseIdToken ? { firebaseIdToken: request.firebaseIdToken } : {}),
      };
      pendingBinding.set(binding);
      return { kind: 'bind-customer', binding };
    }
    const captcha = errorAsksForCaptcha(error);
    if (captcha)
      dispatch(
        authActions.captchaRequired({ hideCredentials: context.hideCredentialsOnCaptcha === true }),
      );
    return { kind: 'failed', error, captcha };
  };
}

/** Login by username and password, SMS code, mobile number or social token (section 4). */
export function signIn(request: LoginRequest, context: LoginContext): AuthThunk<LoginOutcome> {
  return async (dispatch) => {
    const result = await dispatch(authApi.endpoints.login.initiate(request));
    const error = apiErrorOf(result);
    if (error || !result.data)
      return dispatch(failedLogin(error ?? { kind: 'parse', callId: 'login' }, request, context));
    return dispatch(acceptLogin(result.data, context));
  };
}

/** Free play: no credentials, then member info; `hasFreePlay` stored. */
export function signInFreePlay(): AuthThunk<LoginOutcome> {
  return async (dispatch) => {
    const result = await dispatch(authApi.endpoints.loginFreePlay.initiate());
    const error = apiErrorOf(result);
    if (error || !result.data)
      return {
        kind: 'failed',
        error: error ?? { kind: 'parse', callId: 'loginFreePlay' },
        captcha: false,
      };
    return dispatch(acceptLogin(result.data, { forcedChange: false, freePlay: true }));
  };
}

/** The forced password change succeeded: complete the login and clear the stored login info. */
export function finishPasswordChange(): AuthThunk<{ ok: true } | { ok: false; error: ApiError }> {
  return async (dispatch, _getState, extra) => {
    const pending = pendingPasswordChange.get();
    if (!pending)
      return {
        ok: false,
        error: { kind: 'parse', callId: 'changePassword', message: 'no pending change' },
      };
    const done = await dispatch(completeSignIn(pending.answer, { firstLogin: pending.firstLogin }));
    pendingPasswordChange.clear();
    if (done.ok) {
      extra.client.storage.removeSession('loginInfo');
      extra.client.storage.removeSession('cpw');
    }
    return done;
  };
}

/** The user left the forced password change: the half-open session is dropped. */
export function abandonPasswordChange(): AuthThunk<void> {
  return async (dispatch, _getState, extra) => {
    const { storage } = extra.client;
    pendingPasswordChange.clear();
    await dispatch(dropPasswordChange());
    for (const key of [
      'token',
      'loginInfo',
      'cpw',
      'isAgent',
      'account',
      'nickname',
      'customerId',
      'username',
      'toUpline',
    ] as const)
      storage.removeSession(key);
    dispatch(authActions.reset());
  };
}

/**
 * Registration, then automatic login (section 4; ADR 0066): the submit carries `login: true`.
 * When the answer brings a token the member is signed in with it; otherwise a login call with
 * the typed credentials signs in. Either way the outcome is `failed` unless the session holds.
 */
export function acceptRegistration(
  result: RegisterResult,
  context: { defaultPassword: boolean; credentials?: { username: string; password: string } },
): AuthThunk<LoginOutcome> {
  return async (dispatch, _getState, extra) => {
    if (context.defaultPassword || result.defaultPassword)
      extra.client.storage.setSession('cpw', true);
    // A mobile registration without a password uses the insecure default: the change is forced.
    const defaultPassword = context.defaultPassword || result.defaultPassword === true;
    const typed = defaultPassword ? INSECURE_DEFAULT_PASSWORD : context.credentials?.password;
    if (result.token)
      return dispatch(
        acceptLogin(
          { ...result, token: result.token },
          { forcedChange: false, ...(typed ? { password: typed } : {}) },
        ),
      );
    const username = result.customerName || context.credentials?.username;
    if (!username || !typed)
      return {
        kind: 'failed',
        error: { kind: 'parse', callId: 'register', message: 'no token and no credentials' },
        captcha: false,
      };
    return dispatch(
      signIn(
        { username, password: typed, type: 'username' },
        { forcedChange: false, password: typed },
      ),
    );
  };
}

/**
 * Logout (section 4) through the one session module (ADR 0064): the server call (keep-alive),
 * storage by api-core's rule, site state, both caches and every feature's clean-up (auth's
 * pending credentials among them, registered by `authFeature.onSignOut`). Answers the landing
 * page: `/agent` for the agent source, else `next` or the root.
 */
export function signOut(options: { next?: string; callServer?: boolean } = {}): AuthThunk<string> {
  return async (dispatch) => dispatch(signOutSession(options));
}

export { forgetAuthSession } from './forget-auth-session';
