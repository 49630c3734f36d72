import {
  defineNamespace,
  type LanguageCode,
  type NamespaceDefinition,
} from '@site/i18n/namespaces';
import type { UiMessages } from './ui-messages';

/** The i18next namespace of every built-in text in @site/ui. */
export const UI_NAMESPACE = 'ui';

const loaders: Record<LanguageCode, () => Promise<{ default: UiMessages }>> = {
  CN: () => import('./messages/cn'),
  TW: () => import('./messages/tw'),
  JA: () => import('./messages/ja'),
  EN: () => import('./messages/en'),
  TH: () => import('./messages/th'),
  VI: () => import('./messages/vi'),
};

/**
 * The `ui` namespace for the site's namespace registry (`@site/i18n`), one chunk per language so
 * a visitor downloads only theirs: `registerNamespace(uiNamespace)` next to the other namespaces,
 * and add `ui` to the `preload` list of `createSiteI18n` so the first render of a component need
 * not suspend. It imports neither React nor i18next, so a boot module can start loading a
 * language early (`@site/ui/i18n`).
 */
export const uiNamespace: NamespaceDefinition = /* @__PURE__ */ defineNamespace(
  UI_NAMESPACE,
  async (language) => (await loaders[language]()).default,
);
