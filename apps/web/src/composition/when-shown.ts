/** How long the home page's other sections wait for the top one at most (ADR 0211). */
export const TOP_SECTION_WAIT_MS = 1500;

/** An image the page is waiting for: one that loads eagerly and has not loaded or failed yet. */
function pendingImages(element: HTMLElement): HTMLImageElement[] {
  return [...element.querySelectorAll('img')].filter(
    (image) => image.getAttribute('loading') !== 'lazy' && !image.complete,
  );
}

/**
 * Calls `done` once `element` shows its content (ADR 0211): something has rendered in it,
 * nothing in it is `aria-busy`, each of its eager images has loaded or failed, and a frame has
 * painted them. `timeoutMs` after something has rendered it calls `done` anyway, so a slow call
 * or picture only delays what waits for it. Returns a function that cancels the wait.
 */
export function whenShown(
  element: HTMLElement,
  done: () => void,
  timeoutMs: number = TOP_SECTION_WAIT_MS,
): () => void {
  let finished = false;
  let cancelled = false;
  const observer = new MutationObserver(() => check());
  let timer: number | undefined;
  function stop() {
    finished = true;
    observer.disconnect();
    window.clearTimeout(timer);
  }
  /** The limit: `done` at once. */
  function finish() {
    if (finished) return;
    stop();
    done();
  }
  function check() {
    if (finished || element.childElementCount === 0) return;
    timer ??= window.setTimeout(finish, timeoutMs);
    if (element.querySelector('[aria-busy="true"]')) return;
    const pending = pendingImages(element);
    // The same listener twice is added once: each image calls back when it settles.
    for (const image of pending) {
      image.addEventListener('load', check, { once: true });
      image.addEventListener('error', check, { once: true });
    }
    if (pending.length > 0) return;
    // Shown: the pictures paint in the next frame; `done` runs in the task after it, so what
    // waits for them does not delay that paint.
    stop();
    const frame =
      window.requestAnimationFrame ?? ((next: () => void) => window.setTimeout(next, 16));
    frame(() => window.setTimeout(() => cancelled || done(), 0));
  }
  observer.observe(element, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'src'],
  });
  check();
  return () => {
    cancelled = true;
    stop();
  };
}
