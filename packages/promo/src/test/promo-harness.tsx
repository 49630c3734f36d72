import { siteActions, type SiteStorage, type SiteStore } from '@site/api-core';
import type { MemberInfo } from '@site/api-core/catalogue';
import {
  createFeatureTestStore,
  renderFeature,
  sandboxSignIn,
  type RenderFeatureOptions,
  type RenderedFeature,
} from '@site/feature-testing';
import type { LanguageCode } from '@site/i18n';
import type { FlagMap } from '@site/theme';
import type { LinkResolver } from '@site/feature-api';
import type { ReactElement } from 'react';
import { promoNamespace } from '../i18n/promo-i18n';

export const PROMO_FLAGS: FlagMap = { REWCEN3: true, PLYRBT: true };

export interface RenderPromoOptions {
  /** A seeded account to sign in as; a visitor when absent. */
  account?: string;
  flags?: FlagMap;
  language?: LanguageCode;
  path?: string;
  pattern?: string;
  member?: Partial<MemberInfo>;
  /** The sign-in's `firstTimeLogin`, as the session keeps it (`site.firstLogin`). */
  firstLogin?: boolean;
  links?: RenderFeatureOptions['links'];
  guard?: RenderFeatureOptions['guard'];
  /** Runs on the client's storage before rendering (stored raffle data, session keys). */
  prepare?: (storage: SiteStorage) => void;
  /** Runs on the store once the session is in place, before rendering (a prefetch). */
  beforeRender?: (store: ReturnType<typeof createFeatureTestStore>['store']) => Promise<void>;
}

/** Resolves every link to `/link/<id>` and records which were opened. */
export function recordingLinks(): LinkResolver & { opened: string[] } {
  const opened: string[] = [];
  return {
    opened,
    resolve: (ref) => ({
      target: { kind: 'route', to: `/link/${ref.id}` },
      href: `/link/${ref.id}`,
      open: () => {
        opened.push(ref.id);
      },
    }),
  };
}

/** Renders a promo screen on the sandbox, as a visitor or signed in as `account`. */
export async function renderPromo(
  ui: ReactElement,
  options: RenderPromoOptions = {},
): Promise<RenderedFeature & { store: SiteStore; storage: SiteStorage }> {
  const flags = options.flags ?? PROMO_FLAGS;
  const session = options.account ? await sandboxSignIn(options.account) : null;
  const { store, storage } = createFeatureTestStore({
    flags,
    ...(session ? { token: session.token, isAgent: session.isAgent } : {}),
  });
  // The platform answers in the language of the copy (the Language header reads hisLang).
  storage.setLocal('hisLang', options.language ?? 'EN');
  options.prepare?.(storage);
  if (session && options.account) {
    store.dispatch(
      siteActions.memberInfoLoaded({
        id: 1001,
        account: options.account,
        type: session.isAgent,
        lastLogin: '2026-11-20 10:00:00',
        ...options.member,
      }),
    );
    if (options.firstLogin !== undefined)
      store.dispatch(siteActions.siteValuesSet({ firstLogin: options.firstLogin }));
  }
  await options.beforeRender?.(store);
  const rendered = await renderFeature(ui, {
    store,
    namespaces: [promoNamespace],
    flags,
    ...(options.language ? { language: options.language } : {}),
    ...(options.path ? { path: options.path } : {}),
    ...(options.pattern ? { pattern: options.pattern } : {}),
    links: options.links ?? recordingLinks(),
    ...(options.guard ? { guard: options.guard } : {}),
  });
  return { ...rendered, store, storage };
}
