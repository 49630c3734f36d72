import { createSiteStorage, type SiteStorage } from '@site/api-core';
import { createSiteI18n, eagerNamespace, registerNamespace } from '@site/i18n';
import { testTheme } from '@site/theme/testing';
import { UI_NAMESPACE, uiMessages } from '@site/ui';
import { render, type RenderResult } from '@testing-library/react';
import { App } from '../app';
import { shellNamespace } from '../i18n';
import { siteFeatures } from '../features';
import { preloadOnDemandParts } from '../shell/on-demand';
import { createShellServices, type ShellServices } from '../shell/shell-services';

const uiNamespace = eagerNamespace(UI_NAMESPACE, uiMessages);

/** `fetch` for jsdom: the client requests relative paths; MSW answers them on this origin. */
const originFetch: typeof fetch = (input, init) =>
  fetch(
    typeof input === 'string' && input.startsWith('/') ? new URL(input, location.origin) : input,
    init,
  );

/**
 * Renders the whole site at `path` in English against whatever MSW serves (the sandbox handlers),
 * and answers the services so a test can raise notices or read storage.
 */
export async function renderSite(
  path = '/',
  options: { token?: string; isAgent?: number } = {},
): Promise<RenderResult & { services: ShellServices; storage: SiteStorage }> {
  localStorage.setItem('merchantCode', 'default');
  // The on-demand parts (notice dialogs, centre, member bar) are in the module cache, as they are
  // on the site once it has settled, so a test's timing does not depend on their first transform.
  await preloadOnDemandParts();
  registerNamespace(shellNamespace, uiNamespace);
  const siteI18n = await createSiteI18n({
    language: 'EN',
    storage: null,
    useSuspense: false,
    preload: ['common', 'errors', 'shell', UI_NAMESPACE],
  });
  const storage = createSiteStorage();
  if (options.token) storage.setSession('token', options.token);
  if (options.isAgent !== undefined) storage.setSession('isAgent', options.isAgent);
  storage.setSession('publicityClosed', true);
  const services = createShellServices(siteFeatures, {
    fetch: originFetch,
    storage,
    protocol: 'http:',
  });
  const view = render(
    <App
      theme={testTheme}
      i18n={siteI18n.i18n}
      siteI18n={siteI18n}
      services={services}
      initialPath={path}
    />,
  );
  return { ...view, services, storage };
}

/** A sandbox token for a seeded account (`Encryption: none` takes a plain JSON login body). */
export async function sandboxLogin(
  username: string,
  password = 'Sandbox123',
): Promise<{ token: string; isAgent: number }> {
  const response = await originFetch('/wps/session/login', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Merchant: 'default',
      Device: 'web',
      Language: 'EN',
      Encryption: 'none',
    },
    body: JSON.stringify({ username, password, type: 'username' }),
  });
  const body = (await response.json()) as { value: { token: string; isAgent: number } };
  return body.value;
}
