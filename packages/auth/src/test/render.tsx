import type { SiteStore } from '@site/api-core';
import {
  AccessGuardProvider,
  DialogOpenerProvider,
  LinkResolverProvider,
  type DialogOpener,
  type LinkResolver,
} from '@site/feature-api';
import { createSiteI18n, registerNamespace } from '@site/i18n';
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
import { authNamespace } from '../i18n/auth-i18n';

export interface RenderAuthOptions {
  store: SiteStore;
  flags?: FlagMap;
  /** The route the screen renders on (default `/login`). */
  path?: string;
  /** The route pattern of the screen when it differs from `path` (e.g. `/login/:lang?`). */
  route?: string;
  dialogs?: Partial<DialogOpener>;
  links?: LinkResolver;
  /** The merchant skin (default: the test theme) and overrides, e.g. `{ behaviour: {...} }`. */
  theme?: SiteTheme;
  overrides?: readonly ThemeOverride[];
}

/**
 * Renders a screen the way the shell does: store, English copy, theme and flags, a router at
 * `path` (any other path renders its location, so navigation is visible), the dialog opener and
 * the toast provider. Returns spies for `open`/`close` and the router.
 */
export interface RenderedAuth {
  user: ReturnType<typeof userEvent.setup>;
  dialogs: { open: Mock<DialogOpener['open']>; close: Mock<DialogOpener['close']> };
  router: ReturnType<typeof createMemoryRouter>;
}

export async function renderAuth(
  ui: ReactElement,
  options: RenderAuthOptions,
): Promise<RenderResult & RenderedAuth> {
  registerNamespace(authNamespace);
  const site = await createSiteI18n({
    language: 'EN',
    storage: null,
    useSuspense: false,
    preload: ['common', 'errors', 'auth'],
  });
  registerUiMessages(site.i18n);
  const open = vi.fn<DialogOpener['open']>(options.dialogs?.open ?? (() => undefined));
  const close = vi.fn<DialogOpener['close']>(options.dialogs?.close ?? (() => undefined));
  const links: LinkResolver = options.links ?? { resolve: () => undefined };
  const path = options.path ?? '/login';
  const router = createMemoryRouter(
    [
      { path: options.route ?? path.split('?')[0] ?? path, element: ui },
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
              <AccessGuardProvider guard={{ check: () => null, require: () => true }}>
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
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}
