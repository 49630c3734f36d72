import { useSiteTemplatesQuery } from '@site/api-core';
import type { LinkBindings, SiteFeature } from '@site/feature-api';
import type { SiteI18n } from '@site/i18n';
import { SiteThemeProvider, type SiteTheme } from '@site/theme';
import type { i18n as I18nInstance } from 'i18next';
import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { releaseBootFrame } from './boot/boot-frame';
import { BootSplash } from './boot/boot-splash';
import { PartBoundary } from './composition/part-boundary';
import { siteDialogRefs, siteFeatures, siteLinkBindings } from './features';
import { SiteApp } from './shell/site-app';
import { createShellServices, type ShellServices } from './shell/shell-services';

export interface AppProps {
  /** This visit's merchant theme (see theme/load-merchant-theme.ts). */
  theme: SiteTheme;
  i18n: I18nInstance;
  /** The site i18n (language switcher, member language); optional in tests. */
  siteI18n?: SiteI18n;
  /**
   * The merchant code resolved at start-up (theme/load-merchant-theme.ts), handed to the client
   * once; without it the client reads the stored code once, when it is created.
   */
  merchantCode?: string;
  /** `/wps/system/templates` and the settings' `mobileTemplate`; win over the theme. By default the ones the shell loads. */
  serverTemplates?: unknown;
  mobileTemplate?: unknown;
  /** The feature list (default features.ts) and, for tests, ready-made services and a start path. */
  features?: readonly SiteFeature[];
  services?: ShellServices;
  initialPath?: string;
}

/** The theme merged with the server templates the shell loads (api-core's `merchantApi`). */
function ServerThemed({
  theme,
  serverTemplates,
  mobileTemplate,
  children,
}: Pick<AppProps, 'theme' | 'serverTemplates' | 'mobileTemplate'> & { children: ReactNode }) {
  const loaded = useSiteTemplatesQuery().data;
  return (
    <SiteThemeProvider
      theme={theme}
      serverTemplates={serverTemplates ?? loaded?.value ?? undefined}
      mobileTemplate={mobileTemplate ?? loaded?.mobileTemplate ?? undefined}
    >
      {children}
    </SiteThemeProvider>
  );
}

export function App({
  theme,
  i18n,
  siteI18n,
  merchantCode,
  serverTemplates,
  mobileTemplate,
  features = siteFeatures,
  services: given,
  initialPath,
}: AppProps) {
  const [services] = useState(
    () =>
      given ??
      createShellServices(features, {
        ...(siteI18n ? { language: () => siteI18n.language() } : {}),
        ...(merchantCode ? { merchantCode } : {}),
        cipherScheme: theme.behaviour.payloadCipher,
      }),
  );
  const [bindings] = useState<LinkBindings>(() => siteLinkBindings(features));
  // React's first commit takes over from index.html's boot frame (ADR 0204) before it paints.
  useLayoutEffect(() => releaseBootFrame(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={services.store}>
        <ServerThemed
          theme={theme}
          serverTemplates={serverTemplates}
          mobileTemplate={mobileTemplate}
        >
          <Suspense fallback={<BootSplash />}>
            {/* The last resort: a shell part that throws shows the notice instead of a blank page. */}
            <PartBoundary name="the site">
              <SiteApp
                features={features}
                bindings={bindings}
                dialogRefs={siteDialogRefs}
                services={services}
                {...(siteI18n ? { siteI18n } : {})}
                {...(initialPath ? { initialPath } : {})}
              />
            </PartBoundary>
          </Suspense>
        </ServerThemed>
      </Provider>
    </I18nextProvider>
  );
}
