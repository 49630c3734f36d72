import type { SiteStore } from '@site/api-core';
import {
  createFeatureTestStore,
  renderFeature,
  sandboxSignIn,
  type RenderedFeature,
  type SandboxMerchant,
} from '@site/feature-testing';
import type { LanguageCode } from '@site/i18n';
import type { FlagMap } from '@site/theme';
import type { ReactElement } from 'react';
import { pointsNamespace } from '../i18n/points-i18n';

export const POINT_FLAGS: FlagMap = { PTSYS3: true, PAYMENTPASS3: true };

/** Renders a points screen signed in as `account` (player01 by default) on the sandbox. */
export async function renderPoints(
  ui: ReactElement,
  options: {
    account?: string;
    flags?: FlagMap;
    language?: LanguageCode;
    merchant?: SandboxMerchant;
  } = {},
): Promise<RenderedFeature & { store: SiteStore }> {
  const merchant = options.merchant ?? 'default';
  const { token, isAgent } = await sandboxSignIn(options.account ?? 'player01', { merchant });
  const flags = options.flags ?? POINT_FLAGS;
  const { store } = createFeatureTestStore({ token, isAgent, flags, merchant });
  const rendered = await renderFeature(ui, {
    store,
    namespaces: [pointsNamespace],
    flags,
    ...(options.language ? { language: options.language } : {}),
  });
  return { ...rendered, store };
}
