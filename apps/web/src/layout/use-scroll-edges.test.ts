import { describe, expect, it } from 'vitest';
import { scrollEdgesOf } from './use-scroll-edges';

describe('scrollEdgesOf: where a one-row navigation hides entries', () => {
  it.each([
    { case: 'fits', scrollLeft: 0, clientWidth: 600, scrollWidth: 600, start: false, end: false },
    {
      case: 'wider, at the start',
      scrollLeft: 0,
      clientWidth: 600,
      scrollWidth: 900,
      start: false,
      end: true,
    },
    {
      case: 'wider, in the middle',
      scrollLeft: 150,
      clientWidth: 600,
      scrollWidth: 900,
      start: true,
      end: true,
    },
    {
      case: 'wider, at the end',
      scrollLeft: 300,
      clientWidth: 600,
      scrollWidth: 900,
      start: true,
      end: false,
    },
    {
      case: 'sub-pixel rounding at the end',
      scrollLeft: 299.5,
      clientWidth: 600,
      scrollWidth: 900,
      start: true,
      end: false,
    },
  ])('$case', ({ scrollLeft, clientWidth, scrollWidth, start, end }) => {
    expect(scrollEdgesOf({ scrollLeft, clientWidth, scrollWidth })).toEqual({ start, end });
  });
});
