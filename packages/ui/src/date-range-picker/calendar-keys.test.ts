import { describe, expect, it } from 'vitest';
import { dayAfterKey, isPickKey } from './calendar-keys';

// 2026-11-23 is a Monday, 2026-11-01 a Sunday.
describe('dayAfterKey: where a key moves the focus', () => {
  it.each([
    ['ArrowLeft', '2026-11-23', 0, '2026-11-22'],
    ['ArrowRight', '2026-11-23', 0, '2026-11-24'],
    ['ArrowUp', '2026-11-23', 0, '2026-11-16'],
    ['ArrowDown', '2026-11-23', 0, '2026-11-30'],
    ['PageUp', '2026-11-23', 0, '2026-10-23'],
    ['PageDown', '2026-11-23', 0, '2026-12-23'],
    ['ArrowLeft', '2026-11-01', 0, '2026-10-31'],
    ['ArrowRight', '2026-12-31', 0, '2027-01-01'],
    ['ArrowUp', '2026-01-03', 1, '2025-12-27'],
    ['PageUp', '2026-03-31', 0, '2026-02-28'],
    ['PageDown', '2026-01-31', 0, '2026-02-28'],
    ['PageDown', '2027-12-15', 1, '2028-01-15'],
  ])('%s from %s (week from %i) goes to %s', (key, focused, weekStart, expected) => {
    expect(dayAfterKey(key, focused, weekStart)).toBe(expected);
  });

  it.each([
    ['Home', '2026-11-23', 0, '2026-11-22'],
    ['Home', '2026-11-23', 1, '2026-11-23'],
    ['End', '2026-11-23', 0, '2026-11-28'],
    ['End', '2026-11-23', 1, '2026-11-29'],
    ['Home', '2026-11-01', 0, '2026-11-01'],
    ['Home', '2026-11-01', 1, '2026-10-26'],
    ['End', '2026-11-01', 0, '2026-11-07'],
    ['End', '2026-11-01', 1, '2026-11-01'],
    ['Home', '2026-11-28', 6, '2026-11-28'],
    ['End', '2026-11-28', 6, '2026-12-04'],
  ])(
    '%s from %s with the week starting on day %i goes to %s',
    (key, focused, weekStart, expected) => {
      expect(dayAfterKey(key, focused, weekStart)).toBe(expected);
    },
  );

  it.each(['Enter', ' ', 'Tab', 'Escape', 'a', 'Shift', 'constructor'])(
    '%j does not move the focus',
    (key) => {
      expect(dayAfterKey(key, '2026-11-23', 0)).toBeNull();
    },
  );
});

describe('isPickKey: Enter and Space pick the focused day', () => {
  it.each([
    ['Enter', true],
    [' ', true],
    ['Spacebar', false],
    ['Escape', false],
    ['ArrowDown', false],
    ['e', false],
  ])('%j picks: %s', (key, expected) => {
    expect(isPickKey(key)).toBe(expected);
  });
});
