import { defineNamespace, type LanguageCode, type Messages } from '@site/i18n';

/** The namespace of the agent centre's team pages. */
export const AGENT_NAMESPACE = 'agent';

/** One chunk per language: an agent downloads only the language they read. */
const loaders: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  CN: () => import('./messages/cn'),
  TW: () => import('./messages/tw'),
  JA: () => import('./messages/ja'),
  EN: () => import('./messages/en'),
  TH: () => import('./messages/th'),
  VI: () => import('./messages/vi'),
};

export const agentNamespace = defineNamespace(
  AGENT_NAMESPACE,
  async (language) => (await loaders[language]()).default,
);
