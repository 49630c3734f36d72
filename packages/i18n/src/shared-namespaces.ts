import type { LanguageCode } from './languages';
import { defineNamespace, type Messages } from './registry';

type SharedModule = { common: Messages; errors: Messages };

/** One chunk per language holding both shared namespaces. */
const sharedLoaders: Record<LanguageCode, () => Promise<SharedModule>> = {
  CN: () => import('./messages/cn'),
  TW: () => import('./messages/tw'),
  JA: () => import('./messages/ja'),
  EN: () => import('./messages/en'),
  TH: () => import('./messages/th'),
  VI: () => import('./messages/vi'),
};

/** Interface words every feature shares (buttons, field names, speed test, maintenance). */
export const commonNamespace = defineNamespace(
  'common',
  async (lng) => (await sharedLoaders[lng]()).common,
);

/** Every message key and error code the specs name (validation, error catalogue). */
export const errorsNamespace = defineNamespace(
  'errors',
  async (lng) => (await sharedLoaders[lng]()).errors,
);
