import {
  selectLoadsMessages,
  siteActions,
  siteApi,
  type SiteRootState,
} from '@site/api-core';
import type { ConsolidatedSettings, PermissionInfo, SystemStatus, WhitelabelNode } from '@site/api-core/catalogue';
import type { FlagMap } from '@site/theme';
import type { ShellServices } from '../shell/shell-services';

/** Maintenance and region restriction as the permission setting reports them (account-access.md section 3). */
export interface PermissionStatus {
  maintenance: boolean;
  regionRestriction: boolean;
  ip?: string;
  maintenanceStart?: string;
  maintenanceEnd?: string;
}

const state = (services: ShellServices) => services.store.getState() as SiteRootState;

/** Settings, permission (flags, CDNs) and templates for the merchant; run once at start-up. */
export async function loadSiteSettings(services: ShellServices, themeFlags: FlagMap): Promise<{ ok: boolean; unreachable: boolean }> {
  const { client, store, storage } = services;
  const [settings, permission, templates] = await Promise.all([
    client.call('settingsConsolidated', undefined, { noAlert: true }),
    client.call('systemWhitelabel', undefined, { noAlert: true }),
    client.call('systemTemplates', undefined, { noAlert: true }),
  ]);
  if (settings.ok) {
    store.dispatch(siteActions.settingsLoaded(settings.value));
    const value = settings.value as ConsolidatedSettings & { currency?: string; currencySymbol?: string; currencyPosition?: 'F' | 'B' };
    store.dispatch(siteActions.currencySet({ currency: value.currency, currencySymbol: value.currencySymbol, currencyPosition: value.currencyPosition ?? null }));
  }
  if (permission.ok) {
    const value: PermissionInfo = Array.isArray(permission.value) ? { whitelabel: permission.value as WhitelabelNode[] } : permission.value;
    store.dispatch(
      siteActions.permissionLoaded({
        ...(value.imageCDNs ? { imageCDNs: value.imageCDNs } : {}),
        ...(value.launchGameCDNs ? { launchGameCDNs: value.launchGameCDNs } : {}),
        ...(value.smsProvider ? { smsProvider: value.smsProvider } : {}),
        whitelabel: value.whitelabel ?? [],
        defaults: themeFlags,
      }),
    );
  } else {
    store.dispatch(siteActions.flagsSet(themeFlags));
  }
  if (templates.ok) {
    store.dispatch(siteActions.templatesLoaded(templates.value));
    const shellSet = (templates.value as { shellSet?: { loginPop?: boolean } }).shellSet;
    if (shellSet) storage.setLocal('shellSet', shellSet);
  }
  return { ok: settings.ok, unreachable: isUnreachable(settings) };
}

/**
 * Whether the platform cannot be reached from this origin: no answer at all, a gateway with nothing
 * behind it (502, 504), or the platform's own `domain_not_available` (docs/decisions/0054).
 */
export function isUnreachable(result: { ok: boolean; error?: { kind: string; status?: number; errorCode?: string } }): boolean {
  if (result.ok || !result.error) return false;
  const { kind, status, errorCode } = result.error;
  return kind === 'network' || kind === 'timeout' || (kind === 'http' && (status === 502 || status === 504)) || errorCode === 'domain_not_available';
}

/** `GET /wps/system/status` for this host; remembered in session storage as `permission`. */
export async function fetchPermissionStatus(services: ShellServices, host: string): Promise<PermissionStatus | null> {
  const result = await services.client.call('systemStatus', { host }, { noAlert: true });
  if (!result.ok) return null;
  const value: SystemStatus = result.value;
  const status: PermissionStatus = {
    maintenance: value.maintenance === true,
    regionRestriction: value.regionRestriction === true,
    ...(value.ip ? { ip: value.ip } : {}),
    ...(value.maintenanceStart ? { maintenanceStart: value.maintenanceStart } : {}),
    ...(value.maintenanceEnd ? { maintenanceEnd: value.maintenanceEnd } : {}),
  };
  services.storage.setSession('permission', { maintenance: status.maintenance, regionRestriction: status.regionRestriction });
  return status;
}

/** Wallets: the displayed balance is their sum. */
export async function refreshBalance(services: ShellServices): Promise<void> {
  if (!state(services).site.loggedIn) return;
  const result = await services.client.call('walletBalance', { typeId: 0 });
  if (result.ok) {
    services.store.dispatch(siteActions.walletsLoaded(result.value.wallets ?? []));
    if (result.value.currency) services.store.dispatch(siteActions.currencySet({ currency: result.value.currency, currencyPosition: state(services).site.currencyPosition }));
  }
}

/** Unread messages, only for accounts not in 4, 40, 41, 42 and when INBOX3 is on. */
export async function refreshUnread(services: ShellServices): Promise<void> {
  const root = state(services);
  if (!selectLoadsMessages(root) || root.site.whitelabelVal.INBOX3 !== true) return;
  const result = await services.client.call('relay.CSP_unreadCount');
  if (result.ok) services.store.dispatch(siteActions.unreadMessageSet(result.value.unReadCount ?? result.value.count ?? 0));
}

/** Available promotions (MISSION and REFERRAL enabled flags, counts by type). */
export async function refreshAvailablePromotions(services: ShellServices): Promise<void> {
  if (!state(services).site.loggedIn) return;
  const result = await services.client.call('relay.MCSFE_getAvailablePromotions');
  if (result.ok) services.store.dispatch(siteActions.availablePromoSet(result.value));
}

/** Member info, balance, unread count and promotions after a login or a reload with a token. */
export async function loadMember(services: ShellServices): Promise<boolean> {
  const { client, store, storage } = services;
  const info = await client.call('memberInfo');
  if (!info.ok) return false;
  store.dispatch(siteActions.loggedIn({ isAgent: info.value.type, hasFreePlay: storage.getSession('hasFreePlay') === true }));
  store.dispatch(siteActions.memberInfoLoaded(info.value));
  storage.setSession('isAgent', info.value.type);
  if (info.value.toUpline !== undefined) storage.setSession('toUpline', info.value.toUpline);
  await Promise.all([refreshBalance(services), refreshUnread(services), refreshAvailablePromotions(services)]);
  return true;
}

/** A token in session storage means signed in (section 4): restore the member on a reload. */
export async function restoreSession(services: ShellServices): Promise<void> {
  if (!services.storage.token()) return;
  const isAgent = services.storage.getSession('isAgent');
  services.store.dispatch(siteActions.loggedIn({ isAgent: typeof isAgent === 'number' ? isAgent : null }));
  await loadMember(services);
}

/**
 * Logout (section 4): the server call (keep-alive), session storage cleared except the merchant,
 * local storage except `source`, login flags reset. Answers where to go next: `/agent` when the
 * source is agent, else the given page or the root.
 */
export async function logout(services: ShellServices, options: { callServer?: boolean; next?: string } = {}): Promise<string> {
  const { client, storage, store } = services;
  const source = storage.getLocal('source');
  if (options.callServer !== false && storage.token()) await client.call('logout', undefined, { noAlert: true });
  storage.clearOnLogout();
  client.clearCache();
  store.dispatch(siteActions.loggedOut());
  // Nothing the member's session fetched may outlive it.
  store.dispatch(siteApi.util.resetApiState());
  if (source === 'agent') return '/agent';
  return options.next ?? '/';
}

export const SEAMLESS_PATH = '/seamless';

/**
 * Leaving the seamless game page with a token logs the member out of the game (section 4); the
 * call is keep-alive and silent, so it survives a page unload and never shows a dialog.
 */
export function gameLogoutOnLeave(services: ShellServices, from: string, to: string): boolean {
  if (from !== SEAMLESS_PATH || to === SEAMLESS_PATH || !services.storage.token()) return false;
  void services.client.call('relay.GCS_gameLogout', {}, { noAlert: true });
  return true;
}
