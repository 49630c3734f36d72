import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from './date-range';

/** Days from the week's first day (per `weekStart`, 0 Sunday) to `date`. */
const intoWeek = (date: Dayjs, weekStart: number): number => (date.day() - weekStart + 7) % 7;

/**
 * The day a key moves the grid's focus to from `focused`, or `null` for a key that does not
 * move it: arrows a day or a week, Page Up/Down a month, Home/End the first or last day of the
 * week (per `weekStart`). It may be after today; the picker caps it.
 */
export function dayAfterKey(key: string, focused: string, weekStart: number): string | null {
  const current = fromDay(focused);
  switch (key) {
    case 'ArrowLeft':
      return toDay(current.subtract(1, 'day'));
    case 'ArrowRight':
      return toDay(current.add(1, 'day'));
    case 'ArrowUp':
      return toDay(current.subtract(7, 'day'));
    case 'ArrowDown':
      return toDay(current.add(7, 'day'));
    case 'PageUp':
      return toDay(current.subtract(1, 'month'));
    case 'PageDown':
      return toDay(current.add(1, 'month'));
    case 'Home':
      return toDay(current.subtract(intoWeek(current, weekStart), 'day'));
    case 'End':
      return toDay(current.add(6 - intoWeek(current, weekStart), 'day'));
    default:
      return null;
  }
}

/** Whether a key picks the focused day (Enter or Space). */
export const isPickKey = (key: string): boolean => key === 'Enter' || key === ' ';
