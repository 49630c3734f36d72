import type { SiteStore } from '@site/api-core';
import {
  AccessGuardProvider,
  DialogOpenerProvider,
  LinkResolverProvider,
  type AccessGuard,
  type DialogOpener,
  type LinkResolver,
} from '@site/feature-api';
import {
  createSiteI18n,
  registerNamespace,
  type LanguageCode,
  type NamespaceDefinition,
} from '@site/i18n';
import type { FlagMap, SiteTheme, ThemeOverride } from '@site/theme';
import { createThemeWrapper } from '@site/theme/testing';
import { registerUiMessages, ToastProvider } from '@site/ui';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';

export interface RenderFeatureOptions {
  store: SiteStore;
  /** The feature's namespaces (from `defineNamespace`); registered and preloaded in `language`. */
  namespaces?: readonly NamespaceDefinition[];
  language?: LanguageCode;
  flags?: FlagMap;
  /** The route the screen renders on (default `/`); other paths render where navigation landed. */
  path?: string;
  /** The route pattern when it differs from the path (e.g. `/promotion` for `/promotion?id=3`). */
  pattern?: string;
  dialogs?: Partial<DialogOpener>;
  links?: LinkResolver;
  guard?: AccessGuard;
  theme?: SiteTheme;
  overrides?: readonly ThemeOverride[];
}

export interface RenderedFeature extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  dialogs: { open: Mock<DialogOpener['open']>; close: Mock<DialogOpener['close']> };
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders a feature screen the way the shell does: store, copy in one language (English by
 * default), theme and flags, a router at `path` (any other path renders its location, so
 * navigation is visible), the dialog opener, access guard, link resolver and toasts.
 */
export async function renderFeature(
  ui: ReactElement,
  options: RenderFeatureOptions,
): Promise<RenderedFeature> {
  const namespaces = options.namespaces ?? [];
  registerNamespace(...namespaces);
  const site = await createSiteI18n({
    language: options.language ?? 'EN',
    storage: null,
    useSuspense: false,
    preload: ['common', 'errors', ...namespaces.map((definition) => definition.namespace)],
  });
  registerUiMessages(site.i18n);
  const open = vi.fn<DialogOpener['open']>(options.dialogs?.open ?? (() => undefined));
  const close = vi.fn<DialogOpener['close']>(options.dialogs?.close ?? (() => undefined));
  const links: LinkResolver = options.links ?? { resolve: () => undefined };
  const guard: AccessGuard = options.guard ?? { check: () => null, require: () => true };
  const path = options.path ?? '/';
  const pattern = options.pattern ?? path.split(/[?#]/)[0] ?? path;
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [path] },
  );
  const Theme = createThemeWrapper({
    flags: options.flags ?? {},
    ...(options.theme ? { theme: options.theme } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
  });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <Provider store={options.store}>
      <I18nextProvider i18n={site.i18n}>
        <Theme>
          <ToastProvider>
            <DialogOpenerProvider opener={{ open, close }}>
              <AccessGuardProvider guard={guard}>
                <LinkResolverProvider resolver={links}>{children}</LinkResolverProvider>
              </AccessGuardProvider>
            </DialogOpenerProvider>
          </ToastProvider>
        </Theme>
      </I18nextProvider>
    </Provider>
  );
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />, { wrapper });
  return Object.assign(result, { user, dialogs: { open, close }, router });
}

/** Any route the screen navigates to: shows where it landed. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}${location.hash}`}</p>;
}
