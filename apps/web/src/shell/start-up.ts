import { restoreSession } from '@site/api-core';
import { nextTask } from '../boot/next-task';
import { runDomainCheckOnDemand } from '../domain-check/lazy-domain-check';
import { fetchPermissionStatus, loadSiteSettings, type PermissionStatus } from '../session/session';
import type { ShellServices } from './shell-services';

export interface StartUpResult {
  /** This host's permission status (maintenance, region restriction); null when it failed. */
  status: PermissionStatus | null;
}

/**
 * The merchant settings, with the domain check when the platform cannot be reached from this
 * origin (ADR 0054). True when the settings are usable.
 */
export async function loadSettingsOrMoveDomain(services: ShellServices): Promise<boolean> {
  const settings = await loadSiteSettings(services);
  if (settings.ok || !settings.unreachable) return true;
  const winner = await runDomainCheckOnDemand(services);
  if (!winner) {
    services.notices.emit({ type: 'domain-check-failed' });
    return false;
  }
  return (await loadSiteSettings(services, { refetch: true })).ok;
}

async function runStartUp(services: ShellServices): Promise<StartUpResult> {
  // Whatever the platform answers, start-up ends: a failure shows its notice, never an endless
  // loader.
  try {
    // The status call leaves first; the settings calls in the next task, so setting up the four
    // requests is two short tasks, not one long one (ADR 0218).
    const status = fetchPermissionStatus(services, location.host);
    status.catch(() => undefined); // awaited below, with the settings
    await nextTask();
    const [permission] = await Promise.all([status, loadSettingsOrMoveDomain(services)]);
    await services.store.dispatch(restoreSession());
    return { status: permission };
  } catch (error) {
    console.warn('[site] start-up failed', error);
    return { status: null };
  }
}

const started = new WeakMap<ShellServices, Promise<StartUpResult>>();

/**
 * Start-up of one set of services, run once (ADR 0155): the permission status and the merchant
 * settings in parallel, then the member restored from the token. The boot starts it before the
 * first render, beside the route's chunk and the messages; the shell's runtime awaits the same
 * promise, so nothing is asked twice.
 */
export function startUp(services: ShellServices): Promise<StartUpResult> {
  let run = started.get(services);
  if (!run) {
    run = runStartUp(services);
    started.set(services, run);
  }
  return run;
}
