import {
  createClient,
  createSiteStore,
  createSiteStorage,
  memoryCookieJar,
  memoryStorage,
  siteActions,
  type SiteStore,
} from '@site/api-core';
import {
  AccessGuardProvider,
  DialogOpenerProvider,
  LinkResolverProvider,
  type DialogRef,
} from '@site/feature-api';
import { registerNamespace, type NamespaceDefinition } from '@site/i18n';
import { createSandboxApp } from '@site/sandbox-api';
import { ToastProvider } from '@site/ui';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** One in-browser sandbox platform for all stories (the same app unit tests and Playwright use). */
const sandbox = createSandboxApp({ allowPlaintextBodies: true });
// The story runner (apps/storybook/runner) resets every story sandbox to its seed before each
// story, so a story sees the same data whichever stories ran before it in the page (ADR 0177).
((globalThis as { __storySandboxes?: unknown[] }).__storySandboxes ??= []).push(sandbox);

export interface FeatureStoryOptions {
  /** The sandbox merchant the store talks as. */
  merchant?: 'default' | 'aurum' | 'lumen';
  /** Signs this seeded account in on the sandbox before the story renders (player01, agent00, ...). */
  account?: string;
  /** The route the story renders on (default `/`). */
  path?: string;
  /** Sets up the store before the story renders. */
  prepare?: (store: SiteStore) => void;
}

async function sandboxToken(merchant: string, username: string) {
  const response = await sandbox.fetch(
    new Request('http://sandbox.story/wps/session/login', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Merchant: merchant,
        Device: 'web',
        Language: 'EN',
        Encryption: 'none',
      },
      body: JSON.stringify({ username, password: 'Sandbox123', type: 'username' }),
    }),
  );
  const body = (await response.json()) as { value: { token: string; isAgent: number } };
  return body.value;
}

/** A site store whose client answers from the in-browser sandbox as `merchant`. */
export function createStoryStore(options: FeatureStoryOptions = {}): {
  store: SiteStore;
  ready: Promise<void>;
} {
  const storage = createSiteStorage({
    session: memoryStorage(),
    local: memoryStorage(),
    cookies: memoryCookieJar(),
  });
  const merchant = options.merchant ?? 'default';
  storage.setLocal('merchantCode', merchant);
  const client = createClient({
    baseUrl: 'http://sandbox.story',
    storage,
    fetch: (input, init) =>
      Promise.resolve(
        sandbox.fetch(new Request(input instanceof Request ? input : String(input), init)),
      ),
  });
  const store = createSiteStore({ client });
  options.prepare?.(store);
  const ready = options.account
    ? sandboxToken(merchant, options.account).then(({ token, isAgent }) => {
        storage.setSession('token', token);
        storage.setSession('isAgent', isAgent);
        store.dispatch(siteActions.loggedIn({ isAgent }));
      })
    : Promise.resolve();
  return { store, ready };
}

function StoryShell({ children, options }: { children: ReactNode; options: FeatureStoryOptions }) {
  const [{ store, ready }] = useState(() => createStoryStore(options));
  const [isReady, setReady] = useState(!options.account);
  useEffect(() => {
    let live = true;
    void ready.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: children }], {
      initialEntries: [options.path ?? '/'],
    }),
  );
  if (!isReady) return null;
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
                  target: { kind: 'route', to: '/' },
                  href: '#',
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
 * A decorator for feature stories: a store over the in-browser sandbox (optionally signed in as a
 * seeded account), a router, the dialog opener, the link resolver and toasts, inside Storybook's
 * merchant, language and flag providers. Register the feature's namespaces with
 * `registerStoryNamespaces`, and set up a story with `parameters: { featureShell: { ... } }`.
 */
export function withFeatureShell(
  Story: ComponentType,
  context: { parameters: { featureShell?: FeatureStoryOptions } },
) {
  return (
    <StoryShell options={context.parameters.featureShell ?? {}}>
      <Story />
    </StoryShell>
  );
}

/** Registers a feature's namespaces for its stories (Storybook's i18n loads them on demand). */
export function registerStoryNamespaces(...namespaces: NamespaceDefinition[]): void {
  registerNamespace(...namespaces);
}
