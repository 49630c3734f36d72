import { merchantApi, siteApi, type ApiError, type PermissionStatus } from '@site/api-core';
import type { ShellServices } from '../shell/shell-services';

export type { PermissionStatus } from '@site/api-core';

/**
 * The merchant's settings, whitelabel tree and templates, through api-core's `merchantApi` (ADR
 * 0190); run at start-up, and again with `refetch` after the domain check moved the site. The
 * decoders read null, `{}` or a wrong type as "nothing configured", so start-up always ends.
 * Answers whether the settings were usable and whether the platform could not be reached.
 */
export async function loadSiteSettings(
  services: ShellServices,
  options: { refetch?: boolean } = {},
): Promise<{ ok: boolean; unreachable: boolean }> {
  const { store, storage } = services;
  // A new domain answers for the same merchant: drop what the old one said (tag `Merchant`).
  if (options.refetch) store.dispatch(siteApi.util.invalidateTags(['Merchant']));
  const load = { subscribe: false, forceRefetch: options.refetch === true } as const;
  const [settings, , templates] = await Promise.all([
    store.dispatch(merchantApi.endpoints.siteSettings.initiate(undefined, load)),
    store.dispatch(merchantApi.endpoints.sitePermission.initiate(undefined, load)),
    store.dispatch(merchantApi.endpoints.siteTemplates.initiate(undefined, load)),
  ]);
  const shellSet = templates.data?.value?.shellSet;
  if (typeof shellSet === 'object' && shellSet !== null)
    storage.setLocal('shellSet', { loginPop: templates.data?.loginPop === true });
  return {
    ok: settings.data?.usable === true,
    unreachable: isUnreachable(settings.error as ApiError | undefined),
  };
}

/**
 * Whether the platform cannot be reached from this origin: no answer at all, a gateway with nothing
 * behind it (502, 504), or the platform's own `domain_not_available` (docs/decisions/0054).
 */
export function isUnreachable(
  error: { kind: string; status?: number; errorCode?: string } | undefined,
): boolean {
  if (!error) return false;
  const { kind, status, errorCode } = error;
  return (
    kind === 'network' ||
    kind === 'timeout' ||
    (kind === 'http' && (status === 502 || status === 504)) ||
    errorCode === 'domain_not_available'
  );
}

/**
 * `GET /wps/system/status` for this host, asked afresh each time (start-up, the tab coming back,
 * the maintenance page); remembered in session storage as `permission`. Null when it failed.
 */
export async function fetchPermissionStatus(
  services: ShellServices,
  host: string,
): Promise<PermissionStatus | null> {
  const result = await services.store.dispatch(
    merchantApi.endpoints.permissionStatus.initiate(
      { host },
      { subscribe: false, forceRefetch: true },
    ),
  );
  const status = result.data;
  if (!status) return null;
  services.storage.setSession('permission', {
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
  });
  return status;
}
