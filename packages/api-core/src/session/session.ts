import type { ApiError } from '../client/result';
import type { MemberInfo } from '../catalogue/index';
import { siteApi, type SiteExtra } from '../state/site-api';
import { siteActions } from '../state/site-slice';
import type { SiteDispatch, SiteRootState } from '../state/store';
import {
  merchantApi,
  storeSiteSettings,
  storeSiteTemplates,
  type MERCHANT_ENDPOINTS,
  type SitePermission,
  type SiteSettings,
  type SiteTemplates,
} from './merchant-api';
import { sessionApi } from './session-api';

/** A thunk of the site store: the client comes in the extra argument. */
export type SiteThunk<R> = (
  dispatch: SiteDispatch,
  getState: () => SiteRootState,
  extra: SiteExtra,
) => Promise<R>;

/** The fields of a login (or login-flagged registration) answer the session keeps (section 3). */
export interface SessionAnswer {
  token: string;
  isAgent?: number;
  account?: string;
  nickname?: string;
  customerId?: number | string;
  username?: string;
  toUpline?: number;
  firstTimeLogin?: boolean;
}

export type SessionResult = { ok: true; member: MemberInfo } | { ok: false; error: ApiError };

/**
 * Nothing a previous session fetched may be seen by the next one: both caches go. The merchant's
 * own answers (settings, whitelabel tree, templates) are the same for everyone and are put back,
 * so flags and the skin do not flicker (ADR 0190).
 */
interface KeptMerchantData {
  siteSettings: SiteSettings | undefined;
  sitePermission: SitePermission | undefined;
  siteTemplates: SiteTemplates | undefined;
}

function resetCaches(
  dispatch: SiteDispatch,
  getState: () => SiteRootState,
  extra: SiteExtra,
): KeptMerchantData {
  extra.client.clearCache();
  const state = getState();
  const kept: KeptMerchantData = {
    siteSettings: merchantApi.endpoints.siteSettings.select()(state).data,
    sitePermission: merchantApi.endpoints.sitePermission.select()(state).data,
    siteTemplates: merchantApi.endpoints.siteTemplates.select()(state).data,
  } satisfies Record<(typeof MERCHANT_ENDPOINTS)[number], unknown>;
  dispatch(siteApi.util.resetApiState());
  const entries = [
    ...(kept.siteSettings
      ? [{ endpointName: 'siteSettings' as const, arg: undefined, value: kept.siteSettings }]
      : []),
    ...(kept.sitePermission
      ? [{ endpointName: 'sitePermission' as const, arg: undefined, value: kept.sitePermission }]
      : []),
    ...(kept.siteTemplates
      ? [{ endpointName: 'siteTemplates' as const, arg: undefined, value: kept.siteTemplates }]
      : []),
  ];
  if (entries.length > 0) dispatch(merchantApi.util.upsertQueryEntries(entries));
  return kept;
}

function storeAnswer(extra: SiteExtra, answer: SessionAnswer, freePlay: boolean): void {
  const { storage } = extra.client;
  storage.dropHeldToken();
  storage.setSession('token', answer.token);
  if (typeof answer.isAgent === 'number') storage.setSession('isAgent', answer.isAgent);
  if (answer.account) storage.setSession('account', answer.account);
  if (answer.nickname) storage.setSession('nickname', answer.nickname);
  if (answer.customerId !== undefined) storage.setSession('customerId', String(answer.customerId));
  if (answer.username) storage.setSession('username', answer.username);
  if (typeof answer.toUpline === 'number') storage.setSession('toUpline', answer.toUpline);
  if (freePlay) storage.setSession('hasFreePlay', true);
}

/**
 * The post-login load every way in ends with (account-access.md sections 4 and 6): member info
 * first (it says who the member is), then the session is marked signed in, and the balance is
 * fetched. Unread counts, available promotions, consolidated funds, payment confirmations and
 * the publicity popups are loaded by the features that own them as soon as the session says
 * signed in (their queries subscribe on `loggedIn`; ADR 0064).
 */
function loadSession(options: {
  firstLogin?: boolean;
  freePlay?: boolean;
}): SiteThunk<SessionResult> {
  return async (dispatch, _getState, extra) => {
    const { storage } = extra.client;
    const info = await dispatch(
      sessionApi.endpoints.memberInfo.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    const member = info.data;
    if (!member) {
      const error: ApiError = (info.error as ApiError | undefined) ?? {
        kind: 'parse',
        callId: 'memberInfo',
        message: 'no member',
      };
      return { ok: false, error };
    }
    storage.setSession('isAgent', member.type);
    if (typeof member.toUpline === 'number') storage.setSession('toUpline', member.toUpline);
    // Section 3: the member's labels in session storage, the currency in local storage.
    storage.setSession('memberLabel', Array.isArray(member.memberLabel) ? member.memberLabel : []);
    if (typeof member.currency === 'string' && member.currency !== '')
      storage.setLocal('currency', member.currency);
    dispatch(siteActions.memberInfoLoaded(member));
    dispatch(
      siteActions.loggedIn({
        isAgent: member.type,
        hasFreePlay: options.freePlay === true || storage.getSession('hasFreePlay') === true,
        firstLogin: options.firstLogin === true,
      }),
    );
    void dispatch(sessionApi.util.prefetch('walletBalance', undefined, { force: true }));
    return { ok: true, member };
  };
}

/**
 * Signs in with a login answer (password, SMS, social, telegram, free play, second factor,
 * registration with login, a finished forced change): both caches reset, the session values
 * stored, then the post-login load. A failed load leaves no session behind.
 */
export function signIn(
  answer: SessionAnswer,
  options: { freePlay?: boolean; firstLogin?: boolean } = {},
): SiteThunk<SessionResult> {
  return async (dispatch, getState, extra) => {
    resetCaches(dispatch, getState, extra);
    storeAnswer(extra, answer, options.freePlay === true);
    const result = await loadSession({
      firstLogin: options.firstLogin ?? answer.firstTimeLogin === true,
      freePlay: options.freePlay === true,
    })(dispatch, getState, extra);
    if (!result.ok) {
      extra.client.storage.clearOnLogout();
      dispatch(siteActions.loggedOut());
    }
    return result;
  };
}

/**
 * A login that must change its password first (default password, first login or expired password
 * under forced change): the token is held in memory only, so a reload finds no session and the
 * platform accepts nothing but the change (ADR 0065). `signIn` completes it after the change.
 */
export function holdForPasswordChange(answer: SessionAnswer): SiteThunk<void> {
  return async (dispatch, getState, extra) => {
    resetCaches(dispatch, getState, extra);
    extra.client.storage.holdToken(answer.token);
  };
}

/** The forced change was abandoned: the held token is dropped, nothing else existed. */
export function dropPasswordChange(): SiteThunk<void> {
  return async (_dispatch, _getState, extra) => {
    extra.client.storage.dropHeldToken();
  };
}

/** A reload with a token in session storage (section 4: logged in means a token is present). */
export function restoreSession(): SiteThunk<boolean> {
  return async (dispatch, getState, extra) => {
    if (!extra.client.storage.storedToken()) return false;
    const result = await loadSession({})(dispatch, getState, extra);
    return result.ok;
  };
}

/**
 * The one logout (section 4): the server call (keep-alive) unless the platform already ended the
 * session, storage cleared by the section 3 rule (merchant code and `source` kept), site state
 * reset, both caches reset, every feature's clean-up run (the store's `onSignOut`). Answers the landing page: `next`
 * when given (the caller checks it stays on the site), else `/agent` when the source is agent,
 * else the root.
 */
export function signOut(options: { callServer?: boolean; next?: string } = {}): SiteThunk<string> {
  return async (dispatch, getState, extra) => {
    const { client } = extra;
    const source = client.storage.getLocal('source');
    const token = client.storage.token();
    if (options.callServer !== false && token)
      await client.call('logout', undefined, { noAlert: true });
    client.storage.clearOnLogout();
    const kept = resetCaches(dispatch, getState, extra);
    // The merchant's data is kept across sign-out (ADR 0190), so its storage copies are written
    // back at once; the member's (labels, currency, token...) stay cleared (ADR 0018).
    if (kept.siteSettings) storeSiteSettings(client.storage, kept.siteSettings);
    if (kept.siteTemplates) storeSiteTemplates(client.storage, kept.siteTemplates);
    dispatch(siteActions.loggedOut());
    for (const cleanup of extra.onSignOut ?? []) {
      try {
        await cleanup(dispatch as (action: unknown) => unknown);
      } catch (error) {
        console.warn('[site] sign-out clean-up failed', error);
      }
    }
    if (options.next) return options.next;
    return source === 'agent' ? '/agent' : '/';
  };
}
