import {
  renderFeature,
  type RenderedFeature,
  type RenderFeatureOptions,
} from '@site/feature-testing';
import type { ReactElement } from 'react';
import { authNamespace } from '../i18n/auth-i18n';

export interface RenderAuthOptions extends Omit<RenderFeatureOptions, 'namespaces' | 'pattern'> {
  /** The route the screen renders on (default `/login`). */
  path?: string;
  /** The route pattern of the screen when it differs from `path` (e.g. `/login/:lang?`). */
  route?: string;
}

/**
 * Renders an auth screen with the harness every feature shares (`renderFeature`): store, English
 * copy with the auth namespace, theme and flags, a router at `path` (default `/login`; any other
 * path renders its location, so navigation is visible), the dialog opener and the toasts.
 */
export function renderAuth(ui: ReactElement, options: RenderAuthOptions): Promise<RenderedFeature> {
  const { route, path = '/login', ...rest } = options;
  return renderFeature(ui, {
    ...rest,
    path,
    namespaces: [authNamespace],
    ...(route ? { pattern: route } : {}),
  });
}
