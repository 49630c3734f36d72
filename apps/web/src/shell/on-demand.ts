/**
 * The shell's parts that load on demand, each its own chunk (ADR 0157): the notice dialogs, the
 * signed-in member's bar, the floating right-hand bar and the centre's popup, menu and pages. The
 * lazy components and the idle preload use the same loaders, so the module cache serves whichever
 * asks second.
 */
export const loadNoticeHost = () => import('../dialogs/notice-host');
export const loadMemberInfoBar = () => import('../layout/member-info-bar');
/** The centre's popup with its menu and pages (the modal code comes with it). */
export const loadCentrePopup = () => import('../centre/centre-popup');
/** The floating right-hand bar renders with the layout, but after the frame and the page. */
export const loadRightBar = () => import('../layout/right-bar');

/**
 * Loads the on-demand parts once the page has settled, so a notice never waits for a download.
 * Tests call it before rendering.
 */
export function preloadOnDemandParts(): Promise<unknown> {
  return Promise.all([loadNoticeHost(), loadMemberInfoBar(), loadRightBar(), loadCentrePopup()]);
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
