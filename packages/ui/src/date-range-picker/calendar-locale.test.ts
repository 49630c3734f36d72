import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  localeOf,
  monthTitle,
  weekdayHeaders,
  type CalendarLocale,
} from './calendar-locale';

describe('localeOf: week start and weekday headers per site language', () => {
  it.each([
    ['EN', 0, ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']],
    ['CN', 1, ['一', '二', '三', '四', '五', '六', '日']],
    ['TW', 0, ['日', '一', '二', '三', '四', '五', '六']],
    ['JA', 0, ['日', '月', '火', '水', '木', '金', '土']],
    ['VI', 1, ['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']],
    ['cn', 1, ['一', '二', '三', '四', '五', '六', '日']],
    ['FR', 0, ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']],
  ])('%s: the week starts on day %i, headers %j', (language, weekStart, headers) => {
    const locale = localeOf(language);
    expect(locale.weekStart).toBe(weekStart);
    expect(weekdayHeaders(locale)).toEqual(headers);
  });

  it.each(['EN', 'FR', ''])('%j falls back to English (dayjs built-in)', (language) => {
    expect(localeOf(language).data).toBe('en');
  });

  it('Thai starts on Sunday with its short names', () => {
    const headers = weekdayHeaders(localeOf('TH'));
    expect(headers[0]).toBe('อา.');
    expect(headers).toHaveLength(7);
  });
});

describe('weekdayHeaders: seven columns from the week start', () => {
  const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  it.each([
    [0, ['a', 'b', 'c', 'd', 'e', 'f', 'g']],
    [1, ['b', 'c', 'd', 'e', 'f', 'g', 'a']],
    [6, ['g', 'a', 'b', 'c', 'd', 'e', 'f']],
  ])('week start %i gives %j', (weekStart, expected) => {
    expect(weekdayHeaders({ data: 'en', weekdays: letters, weekStart })).toEqual(expected);
  });

  it('a missing name leaves its header empty', () => {
    const short: CalendarLocale = { data: 'en', weekdays: ['a', 'b'], weekStart: 1 };
    expect(weekdayHeaders(short)).toEqual(['b', '', '', '', '', '', 'a']);
  });
});

describe('monthTitle and dayLabel in the locale', () => {
  it.each([
    ['EN', 'MMMM YYYY', 'November 2026'],
    ['CN', 'YYYY年M月', '2026年11月'],
    ['TH', 'MMMM YYYY', 'พฤศจิกายน 2026'],
    ['VI', 'MMMM YYYY', 'tháng 11 2026'],
  ])('%s with %j titles the month %j', (language, format, expected) => {
    expect(monthTitle('2026-11-01', localeOf(language), format)).toBe(expected);
  });

  it.each([
    ['EN', '2026-11-01 Sunday'],
    ['JA', '2026-11-01 日曜日'],
    ['CN', '2026-11-01 星期日'],
    ['VI', '2026-11-01 chủ nhật'],
  ])('%s names the day button %j', (language, expected) => {
    expect(dayLabel('2026-11-01', localeOf(language))).toBe(expected);
  });
});
