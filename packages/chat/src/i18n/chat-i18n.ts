import { defineNamespace, type LanguageCode, type Messages } from '@site/i18n';

/** The namespace of the chat screens; spec message keys stay in the shared `errors` namespace. */
export const CHAT_NAMESPACE = 'chat';

/** One chunk per language: a visitor downloads only the language they read. */
const loaders: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  CN: () => import('./messages/cn'),
  TW: () => import('./messages/tw'),
  JA: () => import('./messages/ja'),
  EN: () => import('./messages/en'),
  TH: () => import('./messages/th'),
  VI: () => import('./messages/vi'),
};

export const chatNamespace = defineNamespace(
  CHAT_NAMESPACE,
  async (language) => (await loaders[language]()).default,
);
