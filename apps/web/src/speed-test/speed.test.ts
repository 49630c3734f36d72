import { describe, expect, it } from 'vitest';
import { rateSpeed } from './speed';

describe('rateSpeed', () => {
  it.each([
    [1, 'fast'],
    [80, 'fast'],
    [81, 'normal'],
    [150, 'normal'],
    [151, 'slow'],
    [0, 'unreachable'],
  ] as const)('%i ms is %s', (ms, rating) => {
    expect(rateSpeed(ms)).toBe(rating);
  });
});
