import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination-range';

describe('paginationRange', () => {
  it('lists every page when there are few', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(1, 2)).toEqual([1, 2]);
    expect(paginationRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts ellipses where pages are skipped, keeping seven items', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(paginationRange(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(paginationRange(50, 100)).toEqual([
      1,
      'start-ellipsis',
      49,
      50,
      51,
      'end-ellipsis',
      100,
    ]);
  });

  it('honours sibling and boundary counts', () => {
    expect(paginationRange(10, 20, 2, 2)).toEqual([
      1,
      2,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      19,
      20,
    ]);
  });

  it('clamps an out-of-range page and ignores an empty count', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});
