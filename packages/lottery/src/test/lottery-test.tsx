import { merchantApi } from '@site/api-core';
import {
  createFeatureTestStore,
  renderFeature,
  sandboxSignIn,
  type RenderFeatureOptions,
  type SandboxMerchant,
} from '@site/feature-testing';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { lotteryNamespace } from '../i18n/lottery-i18n';
import '../lottery-api';

/**
 * A site store as the shell leaves it after the post-login load: signed in as `account` (or a
 * visitor) with the merchant's consolidated settings (and so its resources) loaded.
 */
export async function lotteryStore(options: { account?: string; merchant?: SandboxMerchant } = {}) {
  const merchant = options.merchant ?? 'default';
  const session = options.account ? await sandboxSignIn(options.account, { merchant }) : null;
  const created = createFeatureTestStore({
    merchant,
    ...(session ? { token: session.token, isAgent: session.isAgent } : {}),
  });
  // The platform answers in the language the site shows (English in these tests).
  created.storage.setLocal('hisLang', 'EN');
  await created.store.dispatch(merchantApi.endpoints.siteSettings.initiate());
  return created;
}

/** Renders a lottery screen with the `lottery` namespace and a guard that records its checks. */
export async function renderLottery(
  ui: ReactElement,
  options: Omit<RenderFeatureOptions, 'namespaces'> & { allow?: boolean },
) {
  const require = vi.fn(() => options.allow ?? true);
  const view = await renderFeature(ui, {
    namespaces: [lotteryNamespace],
    guard: { check: () => null, require },
    ...options,
  });
  return Object.assign(view, { require });
}
