import type { SiteStore } from '@site/api-core';
import {
  createFeatureTestStore,
  renderFeature,
  sandboxSignIn,
  type RenderedFeature,
  type SandboxMerchant,
} from '@site/feature-testing';
import type { LinkResolver } from '@site/feature-api';
import type { LanguageCode } from '@site/i18n';
import type { FlagMap } from '@site/theme';
import type { ReactElement } from 'react';
import { walletNamespace } from '../i18n/wallet-i18n';

export const WALLET_FLAGS: FlagMap = {
  DEPOSIT: true,
  WITHDRAW: true,
  AGETRANSFERUP3: true,
  MANPLAYREB3: true,
  PLYRBT: true,
  UPDATEMOBILEICC3: true,
  PAYMENTPASS3: true,
};

/** Renders a wallet page signed in as `account` (player01 by default) on the sandbox. */
export async function renderWallet(
  ui: ReactElement,
  options: {
    account?: string;
    flags?: FlagMap;
    language?: LanguageCode;
    merchant?: SandboxMerchant;
    links?: LinkResolver;
  } = {},
): Promise<RenderedFeature & { store: SiteStore }> {
  const merchant = options.merchant ?? 'default';
  const { token, isAgent } = await sandboxSignIn(options.account ?? 'player01', { merchant });
  const flags = options.flags ?? WALLET_FLAGS;
  const { store } = createFeatureTestStore({ token, isAgent, flags, merchant });
  const rendered = await renderFeature(ui, {
    store,
    namespaces: [walletNamespace],
    flags,
    // The shell binds every link; the default resolves each to a no-op (tests may pass their own).
    links: options.links ?? {
      resolve: () => ({
        target: { kind: 'route', to: '/' },
        href: undefined,
        open: () => undefined,
      }),
    },
    ...(options.language ? { language: options.language } : {}),
  });
  return { ...rendered, store };
}
