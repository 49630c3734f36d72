import {
  COOKIES,
  siteActions,
  siteApi,
  type ApiError,
  type SiteDispatch,
  type SiteExtra,
  type SiteRootState,
} from '@site/api-core';
import type { LoginRequest, LoginResponse, SecondFactorMethod } from '@site/api-core/catalogue';
import { apiErrorOf, authApi, errorAsksForCaptcha, type RegisterResult } from '../auth-api';
import { decideAfterLogin, secondsUntil } from '../rules/session-rules';
import { authActions, type PasswordChangeReason } from './auth-slice';
import { pendingBinding, pendingSecondFactor, type SocialBinding } from './pending';

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

/** Saves the session values of section 3 that a login answer carries. */
function storeSession(extra: SiteExtra, response: LoginResponse, freePlay: boolean) {
  const { storage } = extra.client;
  storage.setSession('token', response.token);
  if (typeof response.isAgent === 'number') storage.setSession('isAgent', response.isAgent);
  if (response.account) storage.setSession('account', response.account);
  if (response.nickname) storage.setSession('nickname', response.nickname);
  if (response.customerId !== undefined)
    storage.setSession('customerId', String(response.customerId));
  if (response.username) storage.setSession('username', response.username);
  if (typeof response.toUpline === 'number') storage.setSession('toUpline', response.toUpline);
  if (freePlay) storage.setSession('hasFreePlay', true);
}

/**
 * Completes a login whose token is stored: loads member info, marks the site logged in, runs
 * the first-login action. Used after a plain login, the second factor, free play, registration
 * and a forced password change.
 */
export function completeSignIn(
  options: { firstLogin?: boolean; freePlay?: boolean } = {},
): AuthThunk<{ ok: true } | { ok: false; error: ApiError }> {
  return async (dispatch, _getState, extra) => {
    const info = await extra.client.call('memberInfo');
    if (!info.ok) return { ok: false, error: info.error };
    dispatch(siteActions.memberInfoLoaded(info.value));
    const hasFreePlay =
      options.freePlay === true || extra.client.storage.getSession('hasFreePlay') === true;
    dispatch(siteActions.loggedIn({ isAgent: info.value.type, hasFreePlay }));
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
    storeSession(extra, response, context.freePlay === true);
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
      storage.setSession('loginInfo', {
        username: username ?? '',
        ...(context.password !== undefined ? { password: context.password } : {}),
      });
      storage.setSession('cpw', decision.reason === 'default-password');
      dispatch(authActions.passwordChangeRequired(decision.reason));
      return { kind: 'change-password', reason: decision.reason };
    }
    const done = await dispatch(
      completeSignIn({
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
    const done = await dispatch(completeSignIn());
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

/** A registration that answered with login fields (`login: true`): sign the new member in. */
export function acceptRegistration(
  result: RegisterResult,
  context: { defaultPassword: boolean },
): AuthThunk<LoginOutcome> {
  return async (dispatch, _getState, extra) => {
    if (!result.token)
      return {
        kind: 'failed',
        error: { kind: 'parse', callId: 'register', message: 'no token' },
        captcha: false,
      };
    if (context.defaultPassword || result.defaultPassword)
      extra.client.storage.setSession('cpw', true);
    return dispatch(acceptLogin({ ...result, token: result.token }, { forcedChange: false }));
  };
}

/**
 * Logout (section 4): the server call (keep-alive, so it survives navigation), storage cleared by
 * api-core's rule (merchant code and source kept), login flags reset. Returns the source read
 * before clearing so the caller can pick the landing page.
 */
export function signOut(): AuthThunk<{ source: string | undefined }> {
  return async (dispatch, _getState, extra) => {
    const { storage } = extra.client;
    const source = storage.getLocal('source');
    if (storage.token()) await dispatch(authApi.endpoints.logout.initiate());
    storage.clearOnLogout();
    pendingSecondFactor.clear();
    pendingBinding.clear();
    dispatch(siteActions.loggedOut());
    dispatch(authActions.reset());
    dispatch(siteApi.util.resetApiState());
    return { source };
  };
}
