import {
  createSiteStorage,
  memoryCookieJar,
  memoryStorage,
  siteActions,
  type SiteStore,
} from '@site/api-core';
import { createSandboxApp } from '@site/sandbox-api';
import { ToastProvider } from '@site/ui';
import { createElement, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { composeSite } from '../composition/compose-site';
import { registerFeatureNamespaces } from '../composition/register-namespaces';
import { siteDialogRefs, siteFeatures, siteLinkBindings } from '../features';
import { registerNamespace } from '@site/i18n';
import { shellNamespace } from '../i18n';
import { ShellContextProvider } from '../shell/shell-context';
import { createShellRoot } from '../shell/shell-root';
import { createShellServices, type ShellServices } from '../shell/shell-services';

/** One in-browser sandbox platform for every shell story (the same app the unit tests use). */
const sandbox = createSandboxApp({ allowPlaintextBodies: true });
// The story runner (apps/storybook/runner) resets every story sandbox to its seed before each
// story, so a story sees the same data whichever stories ran before it in the page (ADR 0177).
((globalThis as { __storySandboxes?: unknown[] }).__storySandboxes ??= []).push(sandbox);
const SANDBOX_ORIGIN = 'http://sandbox.story';

/** The client requests relative paths (the site's own origin); the sandbox answers them. */
export const sandboxFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), SANDBOX_ORIGIN);
  const request = input instanceof Request ? new Request(url, input) : new Request(url, init);
  return Promise.resolve(sandbox.fetch(request));
};

export interface ShellStoryOptions {
  /** The route the shell shows (default `/`). The story renders as that route's page. */
  path?: string;
  /** Signs this seeded account in before the story renders (player01, agent01, ...). */
  account?: string;
  /** Sets up the store before the story renders. */
  prepare?: (services: ShellServices) => void;
}

export async function signIn(username: string, services: ShellServices) {
  const response = await sandboxFetch('/wps/session/login', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Merchant: 'default',
      Device: 'web',
      Language: 'EN',
      Encryption: 'none',
    },
    body: JSON.stringify({ username, password: 'Sandbox123', type: 'username' }),
  });
  const body = (await response.json()) as { value: { token: string; isAgent: number } | null };
  if (!body.value) throw new Error(`the sandbox refused to sign ${username} in`);
  services.storage.setSession('token', body.value.token);
  services.storage.setSession('isAgent', body.value.isAgent);
  (services.store as SiteStore).dispatch(siteActions.loggedIn({ isAgent: body.value.isAgent }));
}

function createShellStory(Story: ComponentType, options: ShellStoryOptions) {
  registerNamespace(shellNamespace);
  const storage = createSiteStorage({
    session: memoryStorage(),
    local: memoryStorage(),
    cookies: memoryCookieJar(),
  });
  storage.setLocal('merchantCode', 'default');
  storage.setSession('publicityClosed', true);
  const services = createShellServices(siteFeatures, {
    fetch: sandboxFetch,
    storage,
    protocol: 'https:',
  });
  options.prepare?.(services);
  const site = composeSite(siteFeatures);
  registerFeatureNamespaces(site.namespaces);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: createElement(createShellRoot(siteLinkBindings(siteFeatures))),
        children: [{ path: '*', element: <Story /> }],
      },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const ready = options.account ? signIn(options.account, services) : Promise.resolve();
  return { services, site, router, ready };
}

function ShellStory({ Story, options }: { Story: ComponentType; options: ShellStoryOptions }) {
  const [{ services, site, router, ready }] = useState(() => createShellStory(Story, options));
  const [isReady, setReady] = useState(!options.account);
  useEffect(() => {
    let live = true;
    void ready.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  if (!isReady) return null;
  return (
    <Provider store={services.store}>
      <ShellContextProvider value={{ services, site, dialogRefs: siteDialogRefs }}>
        <ToastProvider>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </ToastProvider>
      </ShellContextProvider>
    </Provider>
  );
}

/**
 * A decorator for shell component stories: the composed site (every feature of features.ts),
 * its services over the in-browser sandbox, and the shell root (flags, dialog and centre hosts,
 * access guard, link resolver) around the story, which renders as the page at
 * `parameters.shell.path`. Storybook's toolbar supplies the merchant theme and the language.
 */
export function withShell(
  Story: ComponentType,
  context: { parameters: { shell?: ShellStoryOptions } },
) {
  return <ShellStory Story={Story} options={context.parameters.shell ?? {}} />;
}
