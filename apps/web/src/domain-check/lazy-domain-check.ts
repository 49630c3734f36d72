import type { ShellServices } from '../shell/shell-services';

/**
 * The domain check, loaded when it is needed: only when the platform cannot be reached from this
 * host, so it is not part of the site's first load (ADR 0228). A chunk that cannot be loaded
 * counts as a check that found no domain (the caller shows its notice).
 */
export function runDomainCheckOnDemand(services: ShellServices): Promise<string | null> {
  return import('./run-domain-check').then(
    ({ runDomainCheck }) => runDomainCheck(services),
    () => null,
  );
}
