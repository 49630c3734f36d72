import { selectLoadsMessages, siteActions, type SiteRootState } from '@site/api-core';
import type {
  ConsolidatedSettings,
  PermissionInfo,
  SystemStatus,
  WhitelabelNode,
} from '@site/api-core/catalogue';
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
export async function loadSiteSettings(
  services: ShellServices,
  themeFlags: FlagMap,
): Promise<{ ok: boolean; unreachable: boolean }> {
  const { client, store, storage } = services;
  const [settings, permission, templates] = await Promise.all([
    client.call('settingsConsolidated', undefined, { noAlert: true }),
    client.call('systemWhitelabel', undefined, { noAlert: true }),
    client.call('systemTemplates', undefined, { noAlert: true }),
  ]);
  if (settings.ok) {
    store.dispatch(siteActions.settingsLoaded(settings.value));
    const value = settings.value as ConsolidatedSettings & {
      currency?: string;
      currencySymbol?: string;
      currencyPosition?: 'F' | 'B';
    };
    store.dispatch(
      siteActions.currencySet({
        currency: value.currency,
        currencySymbol: value.currencySymbol,
        currencyPosition: value.currencyPosition ?? null,
      }),
    );
  }
  if (permission.ok) {
    const value: PermissionInfo = Array.isArray(permission.value)
      ? { whitelabel: permission.value as WhitelabelNode[] }
      : permission.value;
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
export function isUnreachable(result: {
  ok: boolean;
  error?: { kind: string; status?: number; errorCode?: string };
}): boolean {
  if (result.ok || !result.error) return false;
  const { kind, status, errorCode } = result.error;
  return (
    kind === 'network' ||
    kind === 'timeout' ||
    (kind === 'http' && (status === 502 || status === 504)) ||
    errorCode === 'domain_not_available'
  );
}

/** `GET /wps/system/status` for this host; remembered in session storage as `permission`. */
export async function fetchPermissionStatus(
  services: ShellServices,
  host: string,
): Promise<PermissionStatus | null> {
  const result = await services.client.call('systemStatus', { host }, { noAlert: true });
  if (!result.ok) return null;
  // A null, empty or wrong-typed answer means "no restriction known" (never a crash).
  const value: Partial<SystemStatus> =
    typeof result.value === 'object' && result.value !== null ? result.value : {};
  const text = (field: unknown) => (typeof field === 'string' && field !== '' ? field : undefined);
  const ip = text(value.ip);
  const maintenanceStart = text(value.maintenanceStart);
  const maintenanceEnd = text(value.maintenanceEnd);
  const status: PermissionStatus = {
    maintenance: value.maintenance === true,
    regionRestriction: value.regionRestriction === true,
    ...(ip ? { ip } : {}),
    ...(maintenanceStart ? { maintenanceStart } : {}),
    ...(maintenanceEnd ? { maintenanceEnd } : {}),
  };
  services.storage.setSession('permission', {
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
  });
  return status;
}

/** Unread messages, only for accounts not in 4, 40, 41, 42 and when INBOX3 is on. */
export async function refreshUnread(services: ShellServices): Promise<void> {
  const root = state(services);
  if (!selectLoadsMessages(root) || root.site.whitelabelVal.INBOX3 !== true) return;
  const result = await services.client.call('relay.CSP_unreadCount');
  if (result.ok && result.value)
    services.store.dispatch(
      siteActions.unreadMessageSet(
        Number(result.value.unReadCount ?? result.value.count ?? 0) || 0,
      ),
    );
}

/** Available promotions (MISSION and REFERRAL enabled flags, counts by type). */
export async function refreshAvailablePromotions(services: ShellServices): Promise<void> {
  if (!state(services).site.loggedIn) return;
  const result = await services.client.call('relay.MCSFE_getAvailablePromotions');
  if (result.ok) services.store.dispatch(siteActions.availablePromoSet(result.value ?? null));
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
