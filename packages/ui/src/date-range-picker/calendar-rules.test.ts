import { describe, expect, it } from 'vitest';
import { addMonths, dayMarks, hasNextMonth, isInRange, monthOf, notAfter } from './calendar-rules';

const today = '2026-11-23';
const range = { start: '2026-11-17', end: today };

describe('the shown month', () => {
  it.each([
    ['2026-11-23', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    ['2024-02-29', '2024-02-01'],
    ['2026-12-31', '2026-12-01'],
  ])('%s is in the month of %s', (day, expected) => {
    expect(monthOf(day)).toBe(expected);
  });

  it.each([
    ['2026-11-01', -1, '2026-10-01'],
    ['2026-11-01', 1, '2026-12-01'],
    ['2026-01-01', -1, '2025-12-01'],
    ['2026-12-01', 1, '2027-01-01'],
    ['2026-11-01', -12, '2025-11-01'],
    ['2026-11-01', 0, '2026-11-01'],
  ])('%s moved by %i months is %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  it.each([
    ['2026-11-01', false],
    ['2026-12-01', false],
    ['2026-10-01', true],
    ['2025-11-01', true],
  ])(`with today ${today}, after %s a next month may be shown: %s`, (month, expected) => {
    expect(hasNextMonth(month, today)).toBe(expected);
  });
});

describe('notAfter: the focus never rests after today', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2026-11-23', '2026-11-23'],
    ['2026-11-24', today],
    ['2026-12-23', today],
    ['2025-11-24', '2025-11-24'],
  ])(`%s becomes %s (today ${today})`, (day, expected) => {
    expect(notAfter(day, today)).toBe(expected);
  });
});

describe('isInRange: both ends included', () => {
  it.each([
    ['2026-11-16', false],
    ['2026-11-17', true],
    ['2026-11-20', true],
    ['2026-11-23', true],
    ['2026-11-24', false],
    ['2025-11-20', false],
  ])(`%s is in ${range.start}..${range.end}: %s`, (day, expected) => {
    expect(isInRange(day, range)).toBe(expected);
  });
});

describe('dayMarks: how each day of the grid is drawn', () => {
  it.each([
    ['2026-11-16', null, { ariaSelected: false, selected: false, inRange: false }],
    ['2026-11-17', null, { ariaSelected: true, selected: true, inRange: true }],
    ['2026-11-20', null, { ariaSelected: true, selected: false, inRange: true }],
    ['2026-11-23', null, { ariaSelected: true, selected: true, inRange: true }],
    // While the end is being picked only the start so far is marked, not the old range.
    ['2026-11-10', '2026-11-10', { ariaSelected: true, selected: true, inRange: false }],
    ['2026-11-17', '2026-11-10', { ariaSelected: false, selected: false, inRange: false }],
    ['2026-11-20', '2026-11-10', { ariaSelected: false, selected: false, inRange: false }],
    ['2026-11-20', '2026-11-20', { ariaSelected: true, selected: true, inRange: false }],
  ])('%s with start being picked %s: %j', (day, anchor, expected) => {
    expect(dayMarks(day, range, anchor)).toEqual(expected);
  });

  it('a one-day range marks its day as both ends', () => {
    expect(dayMarks(today, { start: today, end: today }, null)).toEqual({
      ariaSelected: true,
      selected: true,
      inRange: true,
    });
  });
});
