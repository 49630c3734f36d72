import dayjs, { type Dayjs } from 'dayjs';

/** A range of whole days, both ends included, as `YYYY-MM-DD`. */
export interface DateRange {
  start: string;
  end: string;
}

export const DAY_FORMAT = 'YYYY-MM-DD';
/** History views allow at most 30 days (content-and-play.md section 5). */
export const DEFAULT_MAX_RANGE_DAYS = 30;

export const toDay = (value: Dayjs): string => value.format(DAY_FORMAT);
export const fromDay = (value: string): Dayjs => dayjs(value).startOf('day');

/**
 * The platform keeps its calendar in UTC+8: records are stamped and date ranges read in its days
 * (ADR 0047). A visitor elsewhere must still see today's records in "today".
 */
export const PLATFORM_UTC_OFFSET_MINUTES = 8 * 60;

/** Today's date on the platform's calendar, whatever the browser's time zone. */
export function platformToday(
  now: number = Date.now(),
  offsetMinutes: number = PLATFORM_UTC_OFFSET_MINUTES,
): string {
  return new Date(now + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The last `count` days up to and including `today` (the platform's today by default). */
export function lastDays(count: number, today: string = platformToday()): DateRange {
  const end = fromDay(today);
  return { start: toDay(end.subtract(Math.max(1, count) - 1, 'day')), end: toDay(end) };
}

/** Number of days in a range, both ends included. */
export const rangeLength = (range: DateRange): number =>
  fromDay(range.end).diff(fromDay(range.start), 'day') + 1;

/**
 * Whether a day can be picked: never after today and, once a start is chosen (`anchor`), within
 * `maxDays` of it (both ends included).
 */
export function isSelectable(
  day: string,
  options: { today: string; maxDays: number; anchor?: string | null },
): boolean {
  const date = fromDay(day);
  if (date.isAfter(fromDay(options.today), 'day')) return false;
  if (options.anchor) {
    const distance = Math.abs(date.diff(fromDay(options.anchor), 'day'));
    if (distance > options.maxDays - 1) return false;
  }
  return true;
}

/**
 * A range that obeys the rules: the ends in order, nothing after today and at most `maxDays`
 * long (a too-long range keeps its end and moves its start).
 */
export function clampRange(
  range: DateRange,
  options: { today: string; maxDays: number },
): DateRange {
  const today = fromDay(options.today);
  let start = fromDay(range.start);
  let end = fromDay(range.end);
  if (!start.isValid() || !end.isValid()) return lastDays(1, options.today);
  if (start.isAfter(end)) [start, end] = [end, start];
  if (end.isAfter(today)) end = today;
  if (start.isAfter(end)) start = end;
  const earliest = end.subtract(options.maxDays - 1, 'day');
  if (start.isBefore(earliest)) start = earliest;
  return { start: toDay(start), end: toDay(end) };
}

/** The range made by two picks, in order. */
export const rangeOf = (first: string, second: string): DateRange =>
  fromDay(first).isAfter(fromDay(second))
    ? { start: second, end: first }
    : { start: first, end: second };

/**
 * The weeks of a month as rows of seven days (`null` outside the month), starting on
 * `weekStart` (0 Sunday, 1 Monday).
 */
export function monthGrid(month: string, weekStart = 0): (string | null)[][] {
  const first = fromDay(month).startOf('month');
  const lead = (first.day() - weekStart + 7) % 7;
  const days = first.daysInMonth();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => toDay(first.add(i, 'day'))),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
