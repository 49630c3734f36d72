import { fromDay, toDay, type DateRange } from './date-range';

/** The first day of the month `day` is in. */
export const monthOf = (day: string): string => toDay(fromDay(day).startOf('month'));

/** The month `count` months after `month` (before it when negative). */
export const addMonths = (month: string, count: number): string =>
  toDay(fromDay(month).add(count, 'month'));

/** `day`, or `today` when `day` is after it: focus never rests on a day that cannot be picked. */
export const notAfter = (day: string, today: string): string =>
  fromDay(day).isAfter(fromDay(today)) ? today : day;

/** Whether a month after `month` may be shown: only while `month` is before today's month. */
export const hasNextMonth = (month: string, today: string): boolean =>
  fromDay(month).isBefore(fromDay(today), 'month');

/** Whether `day` lies in `range`, both ends included. */
export const isInRange = (day: string, range: DateRange): boolean =>
  !fromDay(day).isBefore(fromDay(range.start)) && !fromDay(day).isAfter(fromDay(range.end));

/** How a day of the grid is marked. */
export interface DayMarks {
  /** `aria-selected` of its cell. */
  ariaSelected: boolean;
  /** Drawn as an end of the range (or as the start being picked). */
  selected: boolean;
  /** Drawn inside the range. */
  inRange: boolean;
}

/**
 * The marks of `day`: while a start is being picked (`anchor`), only that start is selected;
 * otherwise the range's ends are drawn selected and every day of it is in range and selected.
 */
export function dayMarks(day: string, range: DateRange, anchor: string | null): DayMarks {
  if (anchor) return { ariaSelected: day === anchor, selected: day === anchor, inRange: false };
  const inRange = isInRange(day, range);
  return { ariaSelected: inRange, selected: day === range.start || day === range.end, inRange };
}
