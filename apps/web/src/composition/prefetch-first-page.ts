import type { PrefetchContext, RouteModule } from '@site/feature-api';
import type { StartUpResult } from '../shell/start-up';

/**
 * Runs the prefetch of the page a visit lands on (ADR 0201, 0208), or of the home page's first
 * section, once start-up has ended and the chunk has arrived, so its first calls leave beside the
 * layout's render instead of after the page's own. `page` is the module on its way, or a function
 * that picks it once start-up has ended (the home page's first section depends on the merchant's
 * template and flags). Nothing runs when start-up failed or the site is closed (maintenance or
 * region: the maintenance page replaces the page), nor when the visitor has left the page
 * meanwhile. A failing prefetch is ignored: the page asks again itself and reports the failure.
 * With no `startedUp` it runs as soon as the module is here: a visitor's first home section,
 * before start-up has ended (ADR 0208), picked from the theme's templates and flags; after
 * start-up the server's pick runs too, and RTK Query sends nothing twice. Resolves whether the
 * prefetch ran.
 */
export async function prefetchFirstPage(
  page: Promise<RouteModule> | (() => Promise<RouteModule | undefined>) | undefined,
  startedUp: Promise<StartUpResult> | undefined,
  context: () => PrefetchContext,
  stillOnPage: () => boolean,
): Promise<boolean> {
  if (!page) return false;
  try {
    const [loaded, outcome] = await Promise.all([
      typeof page === 'function' ? undefined : page,
      startedUp,
    ]);
    const status = outcome?.status;
    if (outcome && (!status || status.maintenance || status.regionRestriction)) return false;
    const module = typeof page === 'function' ? await page() : loaded;
    if (!module?.prefetch || !stillOnPage()) return false;
    module.prefetch(context());
    return true;
  } catch {
    return false;
  }
}
