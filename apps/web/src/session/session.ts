import { siteActions } from '@site/api-core';
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
  // Each answer is decoded defensively: null, {} or a wrong type means "nothing configured",
  // never an exception that would leave the start-up loader on screen.
  const settingsValue = settings.ok ? recordOf(settings.value) : null;
  if (settingsValue) {
    const consolidated: ConsolidatedSettings = {
      ...settingsValue,
      ...(Array.isArray(settingsValue.resources) ? {} : { resources: [] }),
      ...(Array.isArray(settingsValue.customerService) ? {} : { customerService: [] }),
    } as ConsolidatedSettings;
    store.dispatch(siteActions.settingsLoaded(consolidated));
    const position = settingsValue.currencyPosition;
    store.dispatch(
      siteActions.currencySet({
        ...(typeof settingsValue.currency === 'string' ? { currency: settingsValue.currency } : {}),
        ...(typeof settingsValue.currencySymbol === 'string'
          ? { currencySymbol: settingsValue.currencySymbol }
          : {}),
        currencyPosition: position === 'B' || position === 'F' ? position : null,
      }),
    );
  }
  const permissionValue: Partial<PermissionInfo> | null = !permission.ok
    ? null
    : Array.isArray(permission.value)
      ? { whitelabel: permission.value as WhitelabelNode[] }
      : recordOf(permission.value);
  if (permissionValue) {
    const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : undefined);
    const imageCDNs = list(permissionValue.imageCDNs);
    const launchGameCDNs = list(permissionValue.launchGameCDNs);
    const smsProvider = recordOf(permissionValue.smsProvider);
    store.dispatch(
      siteActions.permissionLoaded({
        ...(imageCDNs ? { imageCDNs } : {}),
        ...(launchGameCDNs ? { launchGameCDNs } : {}),
        ...(smsProvider ? { smsProvider: smsProvider as PermissionInfo['smsProvider'] } : {}),
        whitelabel: Array.isArray(permissionValue.whitelabel) ? permissionValue.whitelabel : [],
        defaults: themeFlags,
      }),
    );
  } else {
    store.dispatch(siteActions.flagsSet(themeFlags));
  }
  const templatesValue = templates.ok ? recordOf(templates.value) : null;
  if (templatesValue) {
    store.dispatch(siteActions.templatesLoaded(templatesValue));
    const shellSet = recordOf(templatesValue.shellSet);
    if (shellSet) storage.setLocal('shellSet', { loginPop: shellSet.loginPop === true });
  }
  return { ok: settings.ok && settingsValue !== null, unreachable: isUnreachable(settings) };
}

/** A plain object, or null for null, arrays, strings and numbers. */
function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
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
