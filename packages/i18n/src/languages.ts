/**
 * The six languages the site offers, and how the platform's language codes map to locales.
 * Simplified Chinese (CN) is the default.
 */
export const SUPPORTED_LANGUAGES = ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'CN';

/** Platform language code -> BCP 47 locale (also used for dayjs and Intl). */
export const LOCALE_BY_CODE = {
  EN: 'en',
  CN: 'zh-CN',
  TW: 'zh-TW',
  RU: 'ru',
  TH: 'th',
  VI: 'vi',
  JA: 'ja',
  PT: 'pt-BR',
  ES: 'es',
  AR: 'ar',
} as const;

export type PlatformLanguageCode = keyof typeof LOCALE_BY_CODE;

export function isSupportedLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

export function localeOf(code: string): string {
  return (LOCALE_BY_CODE as Record<string, string>)[code] ?? LOCALE_BY_CODE[DEFAULT_LANGUAGE];
}

/** Each language's name in itself, for the language switcher (never translated). */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  CN: '简体中文',
  TW: '繁體中文',
  JA: '日本語',
  EN: 'English',
  TH: 'ภาษาไทย',
  VI: 'Tiếng Việt',
};
