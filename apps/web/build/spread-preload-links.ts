import type { Plugin } from 'vite';

/** Vite's preload helper: the module every `import()` with preloads goes through. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The one statement of the helper that appends a dependency's `<link>`. */
const APPEND = 'document.head.appendChild(link);';

/**
 * Links appended in one task. Each `<link rel=modulepreload>` starts its fetch as it is appended,
 * about 0.3 ms on an idle machine and 1 ms while the page loads (ADR 0222): a route with 19
 * dependencies spent a 19 ms task on them, which Lighthouse's simulation multiplies by its CPU
 * slowdown. Four a task stays far under the 10 ms below which the simulation drops a task.
 */
export const PRELOAD_LINKS_PER_TASK = 4;

/**
 * The queue that takes the helper's appends: the first few at once, the rest a few per task, in
 * order, through a message (not a timer, which a background tab throttles). Written as source:
 * it becomes part of the helper's module.
 */
export const appendQueueSource = (perTask: number): string => `
const sitePendingLinks = [];
let sitePreloadChannel;
function siteAppendLinks() {
  for (const link of sitePendingLinks.splice(0, ${perTask})) document.head.appendChild(link);
  if (sitePendingLinks.length > 0) sitePreloadChannel.port2.postMessage(null);
}
function siteAppendLink(link) {
  sitePendingLinks.push(link);
  if (sitePendingLinks.length > 1) return;
  if (!sitePreloadChannel) {
    sitePreloadChannel = new MessageChannel();
    sitePreloadChannel.port1.onmessage = siteAppendLinks;
  }
  queueMicrotask(siteAppendLinks);
}
`;

/**
 * Makes Vite's preload helper append the dependencies' links a few per task instead of all in
 * the task that calls `import()` (ADR 0222). The imported chunk itself is fetched at once, as
 * before; a dependency whose link is still queued when the chunk asks for it is fetched by the
 * import, and its link later finds it in the module map. The build fails if the helper no longer
 * has the statement this replaces, so a Vite upgrade cannot drop the spreading silently.
 */
export function spreadPreloadLinks(perTask = PRELOAD_LINKS_PER_TASK): Plugin {
  return {
    name: 'site-spread-preload-links',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code, id) {
        if (id !== PRELOAD_HELPER_ID) return null;
        if (!code.includes(APPEND))
          this.error(`Vite's preload helper no longer has "${APPEND}": see ADR 0222`);
        return {
          code: appendQueueSource(perTask) + code.replace(APPEND, 'siteAppendLink(link);'),
          map: null,
        };
      },
    },
  };
}
