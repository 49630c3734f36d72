import { describe, expect, it } from 'vitest';
import { clampPosition, clampSize, initialRect, parseRect, snapToCorner } from './window-rules';

const screen = { width: 1280, height: 800 };

describe('Chat window min width 200, max 480, min height 280', () => {
  it.each([
    [
      { width: 100, height: 100 },
      { width: 200, height: 280 },
    ],
    [
      { width: 200, height: 280 },
      { width: 200, height: 280 },
    ],
    [
      { width: 479.6, height: 500 },
      { width: 480, height: 500 },
    ],
    [
      { width: 900, height: 600 },
      { width: 480, height: 600 },
    ],
    [
      { width: 300, height: 5000 },
      { width: 300, height: 800 },
    ],
    [
      { width: Number.NaN, height: Number.NaN },
      { width: 360, height: 520 },
    ],
  ])('%j -> %j', (size, expected) => {
    expect(clampSize(size, screen)).toEqual(expected);
  });

  it('a viewport narrower than 480 caps the width, never below 200', () => {
    expect(clampSize({ width: 480, height: 300 }, { width: 320, height: 600 }).width).toBe(320);
    expect(clampSize({ width: 480, height: 300 }, { width: 150, height: 600 }).width).toBe(200);
  });
});

describe('Snap offset 72 px: the snapping distance to a screen corner (ADR 0122)', () => {
  const size = { width: 360, height: 520 };
  it.each([
    // [x, y] dropped at -> [x, y, corner]
    [
      [72, 72],
      [0, 0, 'top-left'],
    ],
    [
      [73, 40],
      [73, 40, null],
    ],
    [
      [40, 73],
      [40, 73, null],
    ],
    [
      [1280 - 360 - 72, 800 - 520 - 72],
      [920, 280, 'bottom-right'],
    ],
    [
      [1280 - 360 - 73, 800 - 520 - 10],
      [847, 270, null],
    ],
    [
      [10, 800 - 520 - 50],
      [0, 280, 'bottom-left'],
    ],
    [
      [1280 - 360 - 5, 60],
      [920, 0, 'top-right'],
    ],
    [
      [500, 100],
      [500, 100, null],
    ],
    [
      [-50, -50],
      [0, 0, 'top-left'],
    ],
  ] as const)('dropped at %j -> %j', ([x, y], [ex, ey, corner]) => {
    const snapped = snapToCorner({ ...size, x, y }, screen);
    expect(snapped.rect).toEqual({ ...size, x: ex, y: ey });
    expect(snapped.corner).toBe(corner);
  });
});

describe('the window stays on screen and is remembered for the session', () => {
  it('keeps the window inside the viewport', () => {
    expect(clampPosition({ x: 2000, y: 2000, width: 300, height: 300 }, screen)).toEqual({
      x: 980,
      y: 500,
      width: 300,
      height: 300,
    });
  });
  it('opens in the bottom-right corner at its default size', () => {
    expect(initialRect(screen)).toEqual({ x: 920, y: 280, width: 360, height: 520 });
  });
  it.each([[null], ['x'], [{ x: 1, y: 2, width: 'a', height: 4 }], [{ x: 1 }]])(
    'an unreadable remembered rect %j is ignored',
    (value) => {
      expect(parseRect(value)).toBeNull();
    },
  );
  it('reads a remembered rect', () => {
    expect(parseRect({ x: 1, y: 2, width: 300, height: 400 })).toEqual({
      x: 1,
      y: 2,
      width: 300,
      height: 400,
    });
  });
});
