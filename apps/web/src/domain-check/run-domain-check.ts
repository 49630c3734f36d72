import { selectSiteSettings } from '@site/api-core';
import type { DomainRouteEntry } from '@site/api-core/catalogue';
import type { ShellServices } from '../shell/shell-services';
import { checkDomains } from './domain-check';

/**
 * Runs the domain check with the platform's own calls: the domain route (`/wps/system/domainRoute`,
 * or the domains of the consolidated settings already loaded) and the ping, 10 s timeout each.
 */
export async function runDomainCheck(
  services: ShellServices,
  protocol = location.protocol,
): Promise<string | null> {
  const known = selectSiteSettings(services.store.getState()).raw.domainRoute;
  let domains: DomainRouteEntry[] = Array.isArray(known) ? (known as DomainRouteEntry[]) : [];
  if (domains.length === 0) {
    const route = await services.client.call('domainRoute', undefined, {
      noAlert: true,
      cache: false,
    });
    domains = route.ok ? (route.value.domainList ?? []) : [];
  }
  return checkDomains(
    domains,
    async (origin, signal) =>
      (
        await services.client.call(
          'domainPing',
          { t: Date.now() },
          { origin, signal, noAlert: true },
        )
      ).ok,
    { protocol },
  );
}
