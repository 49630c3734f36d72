import type { FeatureI18n, SiteFeature } from '@site/feature-api';
import type { LanguageCode } from '@site/i18n';
import { matchPath } from 'react-router';
import { loadModule } from './loaded-modules';

const ignore = (work: unknown) => {
  Promise.resolve(work).catch(() => undefined);
};

/**
 * Starts what the page at `pathname` will ask for first, before the first render (ADR 0155): the
 * chunk of the route that matches, its feature's messages in `language` and, on the home page,
 * the home sections' chunks and messages. The chunks go through `loadModule`, so a page or section
 * whose chunk has arrived renders without suspending (ADR 0200); i18next later asks for the same
 * message imports and finds them in the module cache. Nothing loads twice; a failure here is left
 * for the page to report. Returns the namespaces it started, for i18next to take in as soon as it
 * exists (main-app.tsx), so the page does not suspend for its messages either.
 */
export function warmRoute(
  features: readonly SiteFeature[],
  pathname: string,
  language: LanguageCode,
): FeatureI18n[] {
  const namespaces = new Set<FeatureI18n>();
  for (const feature of features) {
    for (const route of feature.routes ?? []) {
      const path = `/${route.path.replace(/^\//, '')}`;
      if (!matchPath({ path, end: true }, pathname)) continue;
      ignore(loadModule(route, route.lazy));
      if (feature.i18n) namespaces.add(feature.i18n);
      if (path !== '/') continue;
      for (const owner of features) {
        if (!owner.homeSections?.length) continue;
        for (const section of owner.homeSections) ignore(loadModule(section, section.lazy));
        if (owner.i18n) namespaces.add(owner.i18n);
      }
    }
  }
  for (const namespace of namespaces) ignore(namespace.load(language));
  return [...namespaces];
}
