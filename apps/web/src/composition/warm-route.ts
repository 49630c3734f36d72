import type { SiteFeature } from '@site/feature-api';
import type { LanguageCode } from '@site/i18n';
import { matchPath } from 'react-router';

const ignore = (work: unknown) => {
  Promise.resolve(work).catch(() => undefined);
};

/**
 * Starts what the page at `pathname` will ask for first, before the first render (ADR 0155): the
 * chunk of the route that matches, its feature's messages in `language` and, on the home page,
 * the home sections' chunks and messages. The router and i18next later ask for the same dynamic
 * imports and find them in the module cache, so nothing loads twice; a failure here is left for
 * them to report.
 */
export function warmRoute(
  features: readonly SiteFeature[],
  pathname: string,
  language: LanguageCode,
): void {
  for (const feature of features) {
    for (const route of feature.routes ?? []) {
      const path = `/${route.path.replace(/^\//, '')}`;
      if (!matchPath({ path, end: true }, pathname)) continue;
      ignore(route.lazy());
      if (feature.i18n) ignore(feature.i18n.load(language));
      if (path !== '/') continue;
      for (const owner of features) {
        if (!owner.homeSections?.length) continue;
        for (const section of owner.homeSections) ignore(section.lazy());
        if (owner.i18n) ignore(owner.i18n.load(language));
      }
    }
  }
}
