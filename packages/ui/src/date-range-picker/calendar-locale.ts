import ja from 'dayjs/locale/ja';
import th from 'dayjs/locale/th';
import vi from 'dayjs/locale/vi';
import zhCn from 'dayjs/locale/zh-cn';
import zhTw from 'dayjs/locale/zh-tw';
import { fromDay } from './date-range';

/** dayjs locale data per site language (English is dayjs's built-in default). */
const LOCALES: Record<string, ILocale | undefined> = {
  CN: zhCn,
  TW: zhTw,
  JA: ja,
  TH: th,
  VI: vi,
};

const EN_WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/**
 * What the calendar needs of a language: dayjs's locale, short weekday names from Sunday and the
 * week start.
 */
export interface CalendarLocale {
  data: ILocale | string;
  weekdays: string[];
  /** 0 Sunday, 1 Monday. */
  weekStart: number;
}

/** The calendar locale of a site language (`CN`, `TW`, `JA`, `TH`, `VI`; any other is English). */
export function localeOf(language: string): CalendarLocale {
  const data = LOCALES[language.toUpperCase()];
  if (!data) return { data: 'en', weekdays: EN_WEEKDAYS, weekStart: 0 };
  const weekdays =
    data.weekdaysMin ??
    data.weekdaysShort ??
    data.weekdays?.map((day) => day.slice(0, 2)) ??
    EN_WEEKDAYS;
  return { data, weekdays, weekStart: data.weekStart ?? 0 };
}

/** The seven column headers of the month grid, starting on the locale's week start. */
export const weekdayHeaders = (locale: CalendarLocale): string[] =>
  Array.from({ length: 7 }, (_, i) => locale.weekdays[(i + locale.weekStart) % 7] ?? '');

/** A month's title (`YYYY-MM-DD` of any day in it) in the locale, with a dayjs `format`. */
export const monthTitle = (month: string, locale: CalendarLocale, format: string): string =>
  fromDay(month).locale(locale.data).format(format);

/** A day button's accessible name: the date and the weekday in the locale ("2026-11-01 Sunday"). */
export const dayLabel = (day: string, locale: CalendarLocale): string =>
  fromDay(day).locale(locale.data).format('YYYY-MM-DD dddd');
