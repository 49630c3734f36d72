export {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LOCALE_BY_CODE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  localeOf,
  type LanguageCode,
  type PlatformLanguageCode,
} from './languages';
export {
  defineNamespace,
  eagerNamespace,
  loadMessages,
  namespaceDefinition,
  onNamespaceRegistered,
  registerNamespace,
  registeredNamespaces,
  type CopyOverrides,
  type Messages,
  type NamespaceDefinition,
  type NamespaceLoader,
} from './registry';
export { commonNamespace, errorsNamespace } from './shared-namespaces';
export {
  LANGUAGE_STORAGE_KEY,
  createSiteI18n,
  getCurrentLanguage,
  onLanguageChange,
  savedLanguage,
  type SiteI18n,
  type SiteI18nOptions,
} from './site-i18n';
export { DAYJS_LOCALE_BY_CODE, setDayjsLocale } from './dayjs-locale';
export { lengthRange } from './format';
export type { CommonMessages, ErrorMessages } from './messages/cn';
