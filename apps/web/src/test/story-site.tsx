import { createSiteStorage, memoryCookieJar, memoryStorage } from '@site/api-core';
import { registerNamespace } from '@site/i18n';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { siteDialogRefs, siteFeatures, siteLinkBindings } from '../features';
import { shellNamespace } from '../i18n';
import { SiteApp } from '../shell/site-app';
import { createShellServices } from '../shell/shell-services';
import { sandboxFetch, signIn } from './shell-story';

export interface SitePageOptions {
  /** The route to open, as a visitor types it (`/login`, `/electron`, ...). */
  path: string;
  /** Signs this seeded account in first (player01, agent41, ...). */
  account?: string;
}

function createSite({ account }: SitePageOptions) {
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
  const ready = account ? signIn(account, services) : Promise.resolve();
  return { services, ready };
}

/**
 * The whole composed site (SiteApp: every feature's routes in the shell) at one path, over the
 * in-browser sandbox, optionally signed in. Storybook's toolbar supplies the merchant theme and
 * the language, so a page story is the page a visitor of that skin sees.
 */
export function SitePage(options: SitePageOptions) {
  const [{ services, ready }] = useState(() => createSite(options));
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
      <SiteApp
        features={siteFeatures}
        bindings={siteLinkBindings(siteFeatures)}
        dialogRefs={siteDialogRefs}
        services={services}
        initialPath={options.path}
      />
    </Provider>
  );
}

/**
 * Resolves once the page has stopped changing for `quietMs` (lazy routes loaded, the sandbox's
 * answers rendered), so a screenshot shows the settled page. Fails after `timeoutMs`.
 */
export function pageSettled(element: HTMLElement, quietMs = 400, timeoutMs = 15_000) {
  return new Promise<void>((resolve, reject) => {
    let quiet: ReturnType<typeof setTimeout>;
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    const limit = setTimeout(() => {
      observer.disconnect();
      clearTimeout(quiet);
      reject(new Error(`the page kept changing for ${timeoutMs} ms`));
    }, timeoutMs);
    function done() {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    }
    observer.observe(element.ownerDocument.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    quiet = setTimeout(done, quietMs);
  });
}
