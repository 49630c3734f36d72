import type { SiteStore } from '@site/api-core';
import { createFeatureTestStore, renderFeature, sandboxSignIn } from '@site/feature-testing';
import type { ReactElement } from 'react';
import { agentNamespace } from '../i18n/agent-i18n';

/** A store signed in on the sandbox as a seeded account (agent41, agent01, player01, ...). */
export async function signedInStore(username: string): Promise<SiteStore> {
  const { token, isAgent } = await sandboxSignIn(username);
  return createFeatureTestStore({ token, isAgent }).store;
}

/** Renders with this feature's namespace (English) and the shared harness. */
export function renderAgent(
  ui: ReactElement,
  store: SiteStore,
  options: Omit<Parameters<typeof renderFeature>[1], 'store' | 'namespaces'> = {},
) {
  return renderFeature(ui, { store, namespaces: [agentNamespace], ...options });
}
