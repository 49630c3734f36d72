import { describe, expect, it } from 'vitest';
import { revealOffset } from './use-active-entry-in-view';

describe('revealOffset: where the header row scrolls to show the current entry', () => {
  it.each([
    { case: 'fits at the start', entryStart: 100, entryWidth: 80, offset: 0 },
    { case: 'ends exactly at the edge', entryStart: 520, entryWidth: 80, offset: 0 },
    { case: 'past the edge: centred', entryStart: 700, entryWidth: 100, offset: 450 },
    { case: 'near the end: clamped to the end', entryStart: 1150, entryWidth: 50, offset: 600 },
    { case: 'sub-pixel layout: whole pixels', entryStart: 700.2, entryWidth: 100.2, offset: 450 },
  ])('$case', ({ entryStart, entryWidth, offset }) => {
    expect(revealOffset({ clientWidth: 600, scrollWidth: 1200, entryStart, entryWidth })).toBe(
      offset,
    );
  });

  it('a row that fits needs no scrolling', () => {
    expect(
      revealOffset({ clientWidth: 600, scrollWidth: 600, entryStart: 500, entryWidth: 100 }),
    ).toBe(0);
  });
});
