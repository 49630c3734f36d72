import type { SiteStore } from '@site/api-core';
import {
  createFeatureTestStore,
  renderFeature,
  sandboxSignIn,
  type RenderFeatureOptions,
  type RenderedFeature,
} from '@site/feature-testing';
import type { FlagMap } from '@site/theme';
import type { ReactElement } from 'react';
import { chatNamespace } from '../i18n/chat-i18n';

/** Renders a chat screen for a visitor or a seeded account, English copy, the given flags. */
export async function renderChat(
  ui: ReactElement,
  options: {
    account?: string;
    flags?: FlagMap;
    path?: string;
  } & Partial<RenderFeatureOptions> = {},
): Promise<RenderedFeature & { store: SiteStore }> {
  const signed = options.account ? await sandboxSignIn(options.account) : null;
  const { store } = createFeatureTestStore({
    ...(signed ? { token: signed.token, isAgent: signed.isAgent } : {}),
    ...(options.flags ? { flags: options.flags } : {}),
  });
  const rendered = await renderFeature(ui, {
    store,
    namespaces: [chatNamespace],
    flags: options.flags ?? {},
    ...(options.path ? { path: options.path } : {}),
  });
  return { ...rendered, store };
}
