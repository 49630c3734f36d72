import {
  createFeatureTestStore,
  renderFeature,
  sandboxSignIn,
  type RenderedFeature,
  type SandboxMerchant,
} from '@site/feature-testing';
import type { AccessGuard, LinkResolver, LinkRef } from '@site/feature-api';
import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import type { SiteStorage, SiteStore } from '@site/api-core';
import { gamesNamespace } from '../i18n/games-i18n';

export interface RenderGamesOptions {
  /** A seeded sandbox account to sign in first (player01, trial04, broke01 ...). */
  account?: string;
  path?: string;
  pattern?: string;
  /** The session's customerId (the shell stores it after login). */
  customerId?: string;
  /** The sandbox merchant the store (and the sign-in) use; default `default`. */
  merchant?: SandboxMerchant;
  /** Runs before the render with the store, as the shell runs a landing page's prefetch. */
  beforeRender?: (store: ReturnType<typeof createFeatureTestStore>['store']) => Promise<void>;
}

/** What `renderGames` gives a test: the rendered screen, its store and the guard and link spies. */
export interface RenderedGames extends RenderedFeature {
  store: SiteStore;
  storage: SiteStorage;
  guard: { require: Mock<AccessGuard['require']> };
  linkOpened: Mock<(id: string) => void>;
}

/** Renders a games screen over the sandbox, as a visitor or as a signed-in seeded account. */
export async function renderGames(
  ui: ReactElement,
  options: RenderGamesOptions = {},
): Promise<RenderedGames> {
  const merchant = options.merchant ?? 'default';
  const session = options.account ? await sandboxSignIn(options.account, { merchant }) : null;
  const { store, storage } = createFeatureTestStore({
    merchant,
    ...(session ? { token: session.token, isAgent: session.isAgent } : {}),
  });
  // The platform answers in the language of the copy (English).
  storage.setLocal('hisLang', 'EN');
  if (options.account) storage.setSession('username', options.account);
  if (options.customerId) storage.setSession('customerId', options.customerId);
  const signedIn = session !== null;
  const require = vi.fn<AccessGuard['require']>((access) => {
    if (access === 'public') return true;
    if (!signedIn) return false;
    return !(access === 'realAccount' && session?.isAgent === 4);
  });
  const guard: AccessGuard = { check: () => null, require };
  // Every link resolves (as the shell binds them); `linkOpened` records which one was followed.
  const linkOpened = vi.fn<(id: string) => void>();
  const links: LinkResolver = {
    resolve: (ref: LinkRef) => ({
      target: { kind: 'route', to: `/${ref.id}` },
      href: `/${ref.id}`,
      open: () => linkOpened(ref.id),
    }),
  };
  await options.beforeRender?.(store);
  const rendered = await renderFeature(ui, {
    links,
    store,
    namespaces: [gamesNamespace],
    path: options.path ?? '/',
    ...(options.pattern ? { pattern: options.pattern } : {}),
    guard,
  });
  return { ...rendered, store, storage, guard: { require }, linkOpened };
}

/** A stand-in for the launch window: records where it was sent and whether it closed. */
export function stubLaunchWindow(): {
  popup: {
    document: Document;
    opener: unknown;
    close: Mock<() => void>;
    location: { replace: Mock<(url: string) => void> };
  };
  open: Mock<() => Window>;
  replace: Mock<(url: string) => void>;
  doc: Document;
} {
  const doc = document.implementation.createHTMLDocument('');
  const replace = vi.fn<(url: string) => void>();
  const popup = {
    document: doc,
    opener: null as unknown,
    close: vi.fn<() => void>(),
    location: { replace },
  };
  const open = vi.fn(() => popup as unknown as Window);
  vi.stubGlobal('open', open);
  return { popup, open, replace, doc };
}
