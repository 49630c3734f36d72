import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Added to a date-range end so it covers the whole day (content-and-play.md section 5). */
export const END_OF_DAY_MS = 86_399_000;

export function formatDate(
  value: string | number | Date | null | undefined,
  pattern: string = DATE_TIME_FORMAT,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** Start and end timestamps for a date range: end of day added to the end date. */
export function dateRange(
  start: string | Date,
  end: string | Date,
): { startTime: number; endTime: number } {
  return {
    startTime: dayjs(start).startOf('day').valueOf(),
    endTime: dayjs(end).startOf('day').valueOf() + END_OF_DAY_MS,
  };
}
