import type { PrefetchContext, RouteModule } from '@site/feature-api';
import type { StartUpResult } from '../shell/start-up';

/**
 * Runs the prefetch of the page a visit lands on (ADR 0201), once start-up has ended and the
 * page's chunk has arrived, so its first calls leave beside the layout's render instead of after
 * the page's own. Nothing runs when start-up failed or the site is closed (maintenance or
 * region: the maintenance page replaces the page), nor when the visitor has left the page
 * meanwhile. A failing prefetch is ignored: the page asks again itself and reports the failure.
 * Resolves whether the prefetch ran.
 */
export async function prefetchFirstPage(
  page: Promise<RouteModule> | undefined,
  startedUp: Promise<StartUpResult>,
  context: () => PrefetchContext,
  stillOnPage: () => boolean,
): Promise<boolean> {
  if (!page) return false;
  try {
    const [module, { status }] = await Promise.all([page, startedUp]);
    if (!module.prefetch || !status || status.maintenance || status.regionRestriction) return false;
    if (!stillOnPage()) return false;
    module.prefetch(context());
    return true;
  } catch {
    return false;
  }
}
