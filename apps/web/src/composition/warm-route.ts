import type { FeatureI18n, HomeSection, RouteModule, SiteFeature } from '@site/feature-api';
import type { LanguageCode } from '@site/i18n';
import { matchPath } from 'react-router';
import { orderHomeSections } from './compose-site';
import { loadModule } from './loaded-modules';

const ignore = (work: unknown) => {
  Promise.resolve(work).catch(() => undefined);
};

export interface WarmedRoute {
  /**
   * The namespaces of the page's feature, of the navigation's owners when the site layout (whose
   * header lists their entries) wraps the page, and, on the home page, of the sections' owners.
   */
  namespaces: FeatureI18n[];
  /** The module of the route that matched (its chunk on the way); none for an unknown path. */
  page: Promise<RouteModule> | undefined;
  /** On the home page, every feature's sections (their chunks on the way); none elsewhere. */
  homeSections: HomeSection[];
}

/** The namespaces the header's entries are labelled in: the navigation owners'. */
export function navigationOwners(features: readonly SiteFeature[]): FeatureI18n[] {
  return features.flatMap((feature) =>
    feature.navigation?.length && feature.i18n ? [feature.i18n] : [],
  );
}

/**
 * Starts what the page at `pathname` will ask for first, before the first render (ADR 0155): the
 * chunk of the route that matches, its feature's messages in `language` and, on the home page,
 * the top home section's chunk (the first that `sectionOrder`, the theme's, names) and the
 * sections' messages, and the messages of the header's entries when the site layout wraps the
 * page (so the header's first paint shows no raw key). The chunks go through `loadModule`, so a
 * page or section whose chunk has arrived renders without suspending (ADR 0200); i18next later
 * asks for the same message imports and finds them in the module cache. Nothing loads twice; a
 * failure here is left for the page to report. Returns the namespaces it started, for i18next
 * to take in as soon as it exists (main-app.tsx), so the page does not suspend for its messages
 * either, and the page's module, whose `prefetch` the boot runs once start-up has ended (ADR
 * 0201), and on the home page the sections, the first of which prefetches too (ADR 0205).
 */
export function warmRoute(
  features: readonly SiteFeature[],
  pathname: string,
  language: LanguageCode,
  sectionOrder: readonly string[] = [],
): WarmedRoute {
  const namespaces = new Set<FeatureI18n>();
  let page: Promise<RouteModule> | undefined;
  const homeSections: HomeSection[] = [];
  for (const feature of features) {
    for (const route of feature.routes ?? []) {
      const path = `/${route.path.replace(/^\//, '')}`;
      if (!matchPath({ path, end: true }, pathname)) continue;
      page ??= loadModule(route, route.lazy);
      ignore(page);
      if (feature.i18n) namespaces.add(feature.i18n);
      if (route.layout !== 'bare') navigationOwners(features).forEach((n) => namespaces.add(n));
      if (path !== '/') continue;
      for (const owner of features) {
        if (!owner.homeSections?.length) continue;
        homeSections.push(...owner.homeSections);
        if (owner.i18n) namespaces.add(owner.i18n);
      }
      // Only the top section's chunk: the first the theme names, else the first there is. The
      // others load when the home page mounts them, once the top one shows (ADR 0211): asked
      // for together, they queued before it on the browser's few connections, and its call and
      // picture (the page's largest paint) waited for all of them.
      const named = orderHomeSections(homeSections, sectionOrder);
      const top = named[0] ?? homeSections[0];
      if (top) ignore(loadModule(top, top.lazy));
    }
  }
  for (const namespace of namespaces) ignore(namespace.load(language));
  return { namespaces: [...namespaces], page, homeSections };
}
