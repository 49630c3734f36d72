/**
 * The shell's parts that load on demand, each its own chunk (ADR 0157): the notice dialogs and
 * the signed-in member's bar. The lazy components and the idle preload use the
 * same loaders, so the module cache serves whichever asks second.
 */
export const loadNoticeHost = () => import('../dialogs/notice-host');
export const loadMemberInfoBar = () => import('../layout/member-info-bar');

/**
 * Loads the on-demand parts once the page has settled, so a notice never waits for a download.
 * Tests call it before rendering.
 */
export function preloadOnDemandParts(): Promise<unknown> {
  return Promise.all([loadNoticeHost(), loadMemberInfoBar()]);
}

/** Runs `work` when the browser is idle (at the latest after `timeout` ms). */
export function whenIdle(work: () => void, timeout = 3_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}
