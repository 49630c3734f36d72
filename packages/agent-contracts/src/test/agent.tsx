import type { SiteStore } from '@site/api-core';
import { createFeatureTestStore, renderFeature, sandboxSignIn } from '@site/feature-testing';
import type { ReactElement } from 'react';
import { agentContractsNamespace } from '../i18n/agent-contracts-i18n';

/** A store signed in on the sandbox as a seeded account (agent00, agent01, trial04, ...). */
export async function signedInStore(username: string): Promise<SiteStore> {
  const { token, isAgent } = await sandboxSignIn(username);
  return createFeatureTestStore({ token, isAgent }).store;
}

/** Renders with this feature's namespace (English) and the shared harness. */
export function renderContracts(
  ui: ReactElement,
  store: SiteStore,
  options: Omit<Parameters<typeof renderFeature>[1], 'store' | 'namespaces'> = {},
) {
  return renderFeature(ui, { store, namespaces: [agentContractsNamespace], ...options });
}
