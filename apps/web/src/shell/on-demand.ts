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

/** What tells that the visitor has started to use the page. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `work` once: at the visitor's first use of the page (a pointer, a key, a touch, a focus),
 * or once the page has loaded and then been quiet for `quietMs` and the browser is idle,
 * whichever comes first. For work the first page does not need (evaluating the on-demand parts):
 * it stays off the main thread while the page loads and renders its data, and is done before the
 * visitor is likely to need it (ADR 0206). Returns a cancel function.
 */
export function whenSettled(work: () => void, quietMs = 5_000): () => void {
  let finished = false;
  let timer: number | undefined;
  let cancelIdle: () => void = () => undefined;
  const stop = () => {
    finished = true;
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, run, true);
    window.removeEventListener('load', afterLoad);
    window.clearTimeout(timer);
    cancelIdle();
  };
  function run() {
    if (finished) return;
    stop();
    work();
  }
  function afterLoad() {
    timer = window.setTimeout(() => {
      cancelIdle = whenIdle(run);
    }, quietMs);
  }
  for (const type of FIRST_USE_EVENTS)
    window.addEventListener(type, run, { capture: true, passive: true });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return stop;
}
