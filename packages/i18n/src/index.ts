export {
  DEFAULT_LANGUAGE,
  LOCALE_BY_CODE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  localeOf,
  type LanguageCode,
  type PlatformLanguageCode,
} from './languages';
