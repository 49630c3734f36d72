import { FlagsProvider, resolveFlags, SiteThemeProvider, useSiteTheme, type SiteTheme } from '@site/theme';
import type { i18n as I18nInstance } from 'i18next';
import { Suspense, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { HomePage } from './home-page';
import { ShellLayout } from './shell-layout';

/** The shell layout dressed by the merged theme (server templates may replace the logo). */
function ThemedShellLayout() {
  const { assets, siteName } = useSiteTheme();
  return <ShellLayout logo={assets.logo} logoAlt={assets.logoAlt} siteName={siteName} />;
}

export interface AppProps {
  /** This visit's merchant theme (see theme/load-merchant-theme.ts). */
  theme: SiteTheme;
  i18n: I18nInstance;
  /** The server's whitelabel tree (`/wps/system/whitelabel` or consolidated settings); wins over theme flags. */
  whitelabel?: unknown;
  /** `/wps/system/templates` and the settings' `mobileTemplate`; win over the theme. */
  serverTemplates?: unknown;
  mobileTemplate?: unknown;
}

export function App({ theme, i18n, whitelabel, serverTemplates, mobileTemplate }: AppProps) {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: <ThemedShellLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'index', element: <HomePage /> },
        ],
      },
    ]),
  );
  const flags = useMemo(() => resolveFlags(theme.flags, whitelabel), [theme.flags, whitelabel]);
  return (
    <I18nextProvider i18n={i18n}>
      <SiteThemeProvider theme={theme} serverTemplates={serverTemplates} mobileTemplate={mobileTemplate}>
        <FlagsProvider flags={flags}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </FlagsProvider>
      </SiteThemeProvider>
    </I18nextProvider>
  );
}
