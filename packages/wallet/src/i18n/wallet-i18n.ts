import { defineNamespace, type LanguageCode, type Messages } from '@site/i18n';

/** The namespace of the wallet pages. */
export const WALLET_NAMESPACE = 'wallet';

/** One chunk per language: a member downloads only the language they read. */
const loaders: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  CN: () => import('./messages/cn'),
  TW: () => import('./messages/tw'),
  JA: () => import('./messages/ja'),
  EN: () => import('./messages/en'),
  TH: () => import('./messages/th'),
  VI: () => import('./messages/vi'),
};

export const walletNamespace = defineNamespace(
  WALLET_NAMESPACE,
  async (language) => (await loaders[language]()).default,
);
