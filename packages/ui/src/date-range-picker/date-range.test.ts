import { describe, expect, it } from 'vitest';
import {
  clampRange,
  isSelectable,
  lastDays,
  monthGrid,
  platformToday,
  rangeLength,
  rangeOf,
} from './date-range';

const today = '2026-11-23';

describe('content-and-play.md section 5: history date range max 30 days, no dates after today', () => {
  it.each([
    ['2026-11-23', true],
    ['2026-11-24', false],
    ['2027-01-01', false],
    ['2026-10-01', true],
  ])('without a start, %s selectable: %s', (day, expected) => {
    expect(isSelectable(day, { today, maxDays: 30 })).toBe(expected);
  });

  it.each([
    ['2026-11-01', '2026-11-23', true],
    ['2026-11-01', '2026-10-03', true],
    ['2026-11-01', '2026-10-02', false],
    ['2026-10-25', '2026-11-23', true],
    ['2026-10-24', '2026-11-23', false],
  ])('with start %s, %s selectable: %s (both ends count)', (anchor, day, expected) => {
    expect(isSelectable(day, { today, maxDays: 30, anchor })).toBe(expected);
  });

  it('a configurable maximum', () => {
    expect(isSelectable('2026-11-10', { today, maxDays: 7, anchor: '2026-11-16' })).toBe(true);
    expect(isSelectable('2026-11-09', { today, maxDays: 7, anchor: '2026-11-16' })).toBe(false);
  });

  it.each([
    [
      { start: '2026-11-01', end: '2026-11-30' },
      { start: '2026-11-01', end: '2026-11-23' },
    ],
    [
      { start: '2026-11-20', end: '2026-11-10' },
      { start: '2026-11-10', end: '2026-11-20' },
    ],
    [
      { start: '2026-09-01', end: '2026-11-23' },
      { start: '2026-10-25', end: '2026-11-23' },
    ],
    [
      { start: 'nonsense', end: '2026-11-23' },
      { start: '2026-11-23', end: '2026-11-23' },
    ],
  ])('clamps %j to %j', (input, expected) => {
    expect(clampRange(input, { today, maxDays: 30 })).toEqual(expected);
  });

  it('the last N days end today and last N days', () => {
    expect(lastDays(30, today)).toEqual({ start: '2026-10-25', end: today });
    expect(rangeLength(lastDays(30, today))).toBe(30);
    expect(lastDays(1, today)).toEqual({ start: today, end: today });
  });

  it('two picks make an ordered range', () => {
    expect(rangeOf('2026-11-20', '2026-11-02')).toEqual({ start: '2026-11-02', end: '2026-11-20' });
  });

  it('month grids start on the locale week start', () => {
    const sunday = monthGrid('2026-11-01', 0);
    expect(sunday[0]?.[0]).toBe('2026-11-01');
    const monday = monthGrid('2026-11-01', 1);
    expect(monday[0]?.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(monday.flat().filter(Boolean)).toHaveLength(30);
  });
});

describe("the platform's today (UTC+8), whatever the browser's zone", () => {
  it.each([
    { at: '2026-11-26T15:59:59Z', today: '2026-11-26' },
    { at: '2026-11-26T16:00:00Z', today: '2026-11-27' },
    { at: '2026-11-26T23:30:00Z', today: '2026-11-27' },
    { at: '2026-11-30T17:00:00Z', today: '2026-12-01' },
    { at: '2026-12-31T16:00:00Z', today: '2027-01-01' },
  ])('at $at the platform says $today', ({ at, today: expected }) => {
    expect(platformToday(Date.parse(at))).toBe(expected);
  });

  it('another platform offset moves the day boundary', () => {
    expect(platformToday(Date.parse('2026-11-26T16:00:00Z'), 0)).toBe('2026-11-26');
    expect(platformToday(Date.parse('2026-11-26T20:00:00Z'), -5 * 60)).toBe('2026-11-26');
  });
});
