import type { PrefetchContext } from '@site/feature-api';
import { savedLanguage, type SiteI18n } from '@site/i18n';
import type { SiteTheme } from '@site/theme';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { selectLoggedIn } from './boot/app-platform';
import { nextTask } from './boot/next-task';
import { prefetchFirstPage } from './composition/prefetch-first-page';
import { registerFeatureNamespaces } from './composition/register-namespaces';
import { warmRoute } from './composition/warm-route';
import { siteFeatures } from './features';
import { createShellI18n } from './i18n';
import { createShellServices } from './shell/shell-services';
import { startUp } from './shell/start-up';

/**
 * The app half of the boot (main.tsx starts it beside the merchant's theme chunk). Before it waits
 * for anything it creates the services, starts the platform's start-up calls (status, settings,
 * whitelabel, templates, the member from the token) and the current route's chunk and messages,
 * so they run beside the i18n set-up instead of after the first render (ADR 0155); the page's own
 * first calls follow as soon as start-up has ended (ADR 0201). The merchant
 * code resolved at boot goes to the client explicitly (ADR 0190), never read back from storage.
 */
export async function renderSite(
  container: HTMLElement,
  theme: SiteTheme,
  merchantCode: string,
): Promise<void> {
  const language = savedLanguage(undefined, theme.languages.supported) ?? theme.languages.default;
  const made: { i18n?: SiteI18n } = {};
  const services = createShellServices(siteFeatures, {
    language: () => made.i18n?.language() ?? language,
    merchantCode,
    cipherScheme: theme.behaviour.payloadCipher,
  });
  // The store and the client are made; the route's chunks leave in the next task, the start-up
  // calls in the one after and i18n after that: each a short task, not one long one (ADR 0218).
  await nextTask();
  const here = () => `${window.location.pathname}${window.location.search}`;
  const firstPath = here();
  // On the home page, the picker of the first section (a small chunk) is asked for first, then
  // the route's chunks with the top section's first: the first banner's call waits for both.
  const sectionPicker =
    window.location.pathname === '/' ? import('./composition/first-home-section') : undefined;
  sectionPicker?.catch(() => undefined); // a failed chunk only costs the prefetch
  const { namespaces, page, homeSections } = warmRoute(
    siteFeatures,
    window.location.pathname,
    language,
    theme.templates.homeSections,
  );
  const stillOnPage = () => here() === firstPath;
  // The context of a prefetch: after start-up with the member it restored; a visitor's early
  // one (ADR 0208) is signed out by definition.
  const context = (early?: boolean): PrefetchContext => ({
    dispatch: services.store.dispatch,
    search: new URLSearchParams(window.location.search),
    language: made.i18n?.language() ?? language,
    merchantCode,
    signedIn: !early && selectLoggedIn(services.store.getState()),
  });
  const pickFirstSection =
    sectionPicker && homeSections.length > 0
      ? () =>
          sectionPicker.then((picker) =>
            picker.firstHomeSectionModule(homeSections, theme, services.store.getState()),
          )
      : undefined;
  // A visitor's first section does not wait for start-up (ADR 0208): picked from the theme, its
  // first call leaves as soon as its chunk is here, beside the start-up calls.
  if (pickFirstSection && !services.storage.storedToken())
    void prefetchFirstPage(pickFirstSection, undefined, () => context(true), stillOnPage);
  // The route's chunks are asked for first, so they have the browser's connections before the
  // four start-up calls (ADR 0218): the first section's call waits for its chunk, not for them.
  await nextTask();
  const startedUp = startUp(services);
  await nextTask();
  const siteI18n = await createShellI18n(theme);
  made.i18n = siteI18n;
  // The first page's messages (already on their way) go into i18next now, not when it renders.
  registerFeatureNamespaces(namespaces);
  siteI18n.i18n.loadNamespaces(namespaces.map(({ namespace }) => namespace)).catch(() => undefined);
  // The page's first calls, once start-up has ended (ADR 0201): beside the layout's render. On
  // the home page, the first section's too (ADR 0208): its picture is the largest paint.
  void prefetchFirstPage(page, startedUp, context, stillOnPage);
  if (pickFirstSection) void prefetchFirstPage(pickFirstSection, startedUp, context, stillOnPage);
  const root = createRoot(container);
  // A transition lets React yield while it renders the first page, instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App
          theme={theme}
          i18n={siteI18n.i18n}
          siteI18n={siteI18n}
          merchantCode={merchantCode}
          services={services}
        />
      </StrictMode>,
    ),
  );
}
