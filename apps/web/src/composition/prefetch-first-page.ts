import type { PrefetchContext, RouteModule } from '@site/feature-api';
import type { StartUpResult } from '../shell/start-up';

/**
 * Runs the prefetch of the page a visit lands on (ADR 0201, 0205), or of the home page's first
 * section, once start-up has ended and the chunk has arrived, so its first calls leave beside the
 * layout's render instead of after the page's own. `page` is the module on its way, or a function
 * that picks it once start-up has ended (the home page's first section depends on the merchant's
 * template and flags). Nothing runs when start-up failed or the site is closed (maintenance or
 * region: the maintenance page replaces the page), nor when the visitor has left the page
 * meanwhile. A failing prefetch is ignored: the page asks again itself and reports the failure.
 * Resolves whether the prefetch ran.
 */
export async function prefetchFirstPage(
  page: Promise<RouteModule> | (() => Promise<RouteModule | undefined>) | undefined,
  startedUp: Promise<StartUpResult>,
  context: () => PrefetchContext,
  stillOnPage: () => boolean,
): Promise<boolean> {
  if (!page) return false;
  try {
    const [loaded, { status }] = await Promise.all([
      typeof page === 'function' ? undefined : page,
      startedUp,
    ]);
    if (!status || status.maintenance || status.regionRestriction) return false;
    const module = typeof page === 'function' ? await page() : loaded;
    if (!module?.prefetch || !stillOnPage()) return false;
    module.prefetch(context());
    return true;
  } catch {
    return false;
  }
}

/**
 * The home page's first section for a visitor, before start-up has ended (ADR 0208): its module
 * is picked from the theme's own templates and flags (`page` reads the store before start-up has
 * filled it) and its prefetch runs as soon as the module arrives, so the first banner's call
 * leaves beside the start-up calls instead of after them. A member's first section depends on
 * the member, so a visit with a stored token waits for `prefetchFirstPage`. After start-up,
 * `prefetchFirstPage` runs the server's pick: when it is the same section, RTK Query finds the
 * call made or on its way and sends nothing. A maintenance or region-restricted site costs one
 * call that nothing shows. Resolves whether the prefetch ran; never throws.
 */
export async function prefetchBeforeStartUp(
  page: () => Promise<RouteModule | undefined>,
  context: () => PrefetchContext,
  stillOnPage: () => boolean,
): Promise<boolean> {
  try {
    const module = await page();
    if (!module?.prefetch || !stillOnPage()) return false;
    module.prefetch(context());
    return true;
  } catch {
    return false;
  }
}
