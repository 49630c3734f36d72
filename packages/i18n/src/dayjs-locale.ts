import type dayjsType from 'dayjs';

import type { LanguageCode } from './languages';

/** The dayjs locale of each language; each locale file is its own small chunk. */
export const DAYJS_LOCALE_BY_CODE: Record<LanguageCode, string> = {
  CN: 'zh-cn',
  TW: 'zh-tw',
  JA: 'ja',
  EN: 'en',
  TH: 'th',
  VI: 'vi',
};

const loaders: Record<LanguageCode, () => Promise<unknown>> = {
  CN: () => import('dayjs/locale/zh-cn'),
  TW: () => import('dayjs/locale/zh-tw'),
  JA: () => import('dayjs/locale/ja'),
  EN: () => Promise.resolve(),
  TH: () => import('dayjs/locale/th'),
  VI: () => import('dayjs/locale/vi'),
};

/**
 * Loads dayjs and a language's locale without selecting it. dayjs is not in the first load (ADR
 * 0157): the screens that format dates are lazy, and the boot module starts this download beside
 * the messages so the site's i18n does not wait for it.
 */
export async function loadDayjsLocale(code: LanguageCode): Promise<typeof dayjsType> {
  const [dayjs] = await Promise.all([import('dayjs'), loaders[code]()]);
  return dayjs.default;
}

/** Loads and selects the dayjs locale of a language (dates, relative times, weekdays). */
export async function setDayjsLocale(code: LanguageCode): Promise<string> {
  const dayjs = await loadDayjsLocale(code);
  return dayjs.locale(DAYJS_LOCALE_BY_CODE[code]);
}
