import { lastDays, rangeLength, type DateRange } from '@site/ui';
import { AGENT_LIMITS } from '../constants';

/** The period the overview and reports open on: the last 7 days up to today. */
export function defaultPeriod(today?: string): DateRange {
  return lastDays(AGENT_LIMITS.defaultRangeDays, today);
}

/** The wire form of a period: whole days, both ends included (`startDate`, `endDate`). */
export function wirePeriod(range: DateRange): { startDate: string; endDate: string } {
  return { startDate: range.start, endDate: range.end };
}

/** Whether a period may be asked for: ordered and at most 30 days long. */
export function isAllowedPeriod(range: DateRange): boolean {
  const days = rangeLength(range);
  return days >= 1 && days <= AGENT_LIMITS.maxRangeDays;
}
