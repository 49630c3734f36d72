import {
  createClient,
  createSiteStore,
  createSiteStorage,
  memoryCookieJar,
  memoryStorage,
  rootReducer,
  siteActions,
  type SiteStore,
} from '@site/api-core';
import { seedMerchantData } from '@site/api-core/testing';
import {
  AccessGuardProvider,
  DialogOpenerProvider,
  LinkResolverProvider,
  type DialogRef,
} from '@site/feature-api';
import { registerNamespace } from '@site/i18n';
import { createSandboxApp } from '@site/sandbox-api';
import { ToastProvider } from '@site/ui';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authNamespace } from '../i18n/auth-i18n';
import { authSlice } from '../session/auth-slice';

registerNamespace(authNamespace);
rootReducer.inject(authSlice);

/** One in-browser sandbox platform for all stories (the same app the unit tests and Playwright use). */
const sandbox = createSandboxApp();
// The story runner (apps/storybook/runner) resets every story sandbox to its seed before each
// story, so a story sees the same data whichever stories ran before it in the page (ADR 0177).
((globalThis as { __storySandboxes?: unknown[] }).__storySandboxes ??= []).push(sandbox);

/** A site store whose client answers from the in-browser sandbox as `merchant`. */
export function createStoryStore(
  options: { merchant?: string; prepare?: (store: SiteStore) => void } = {},
): SiteStore {
  const storage = createSiteStorage({
    session: memoryStorage(),
    local: memoryStorage(),
    cookies: memoryCookieJar(),
  });
  storage.setLocal('merchantCode', options.merchant ?? 'default');
  const client = createClient({
    baseUrl: 'http://sandbox.story',
    storage,
    fetch: (input, init) =>
      Promise.resolve(
        sandbox.fetch(new Request(input instanceof Request ? input : String(input), init)),
      ),
  });
  const store = createSiteStore({ client });
  store.dispatch(siteActions.siteValuesSet({ countryDialingCode: '86' }));
  seedMerchantData(store, {
    // The sandbox merchants' password pattern, as the site's start-up loads it (without it the
    // change-password panel falls back to section 5's 6-12 rule).
    settings: { regExp: { password: '^.{6,16}$' } },
    permission: {
      smsProvider: { apiKey: 'story', authDomain: 'story.sandbox.test', projectId: 'story' },
    },
  });
  options.prepare?.(store);
  return store;
}

export interface AuthShellOptions {
  /** Sets up the store before the story renders (pending change, captcha required, ...). */
  prepare?: (store: SiteStore) => void;
  /** The sandbox merchant: `aurum` has the slider (GEETEST3) on, `lumen` the mobile password off. */
  merchant?: 'default' | 'aurum' | 'lumen';
}

function StoryShell({ children, options }: { children: ReactNode; options: AuthShellOptions }) {
  const [store] = useState(() => createStoryStore(options));
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/login'] }),
  );
  return (
    <Provider store={store}>
      <ToastProvider>
        <DialogOpenerProvider
          opener={{
            open: (ref: DialogRef<unknown>) => console.info(`[story] open dialog ${ref.id}`),
            close: () => undefined,
          }}
        >
          <AccessGuardProvider guard={{ check: () => null, require: () => true }}>
            <LinkResolverProvider
              resolver={{
                resolve: (ref) => ({
                  target: { kind: 'customerService' },
                  href: undefined,
                  open: () => console.info(`[story] follow ${ref.id}`),
                }),
              }}
            >
              <Suspense fallback={null}>
                <RouterProvider router={router} />
              </Suspense>
            </LinkResolverProvider>
          </AccessGuardProvider>
        </DialogOpenerProvider>
      </ToastProvider>
    </Provider>
  );
}

/**
 * The decorator of the auth stories: a store over the in-browser sandbox, a router, the dialog
 * opener and toasts, inside Storybook's merchant, language and flag providers. A story sets up
 * its store with `parameters: { authShell: { merchant, prepare } }`.
 */
export function withAuthShell(
  Story: ComponentType,
  context: { parameters: { authShell?: AuthShellOptions } },
) {
  return (
    <StoryShell options={context.parameters.authShell ?? {}}>
      <Story />
    </StoryShell>
  );
}
