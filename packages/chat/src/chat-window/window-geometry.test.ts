import { describe, expect, it } from 'vitest';
import type { WindowRect } from '../rules/window-rules';
import {
  arrowStep,
  draggedRect,
  KEY_STEP,
  openingRect,
  settledRect,
  steppedRect,
  type Drag,
} from './window-geometry';

const screen = { width: 1280, height: 800 };
const at = (x: number, y: number, width: number, height: number): WindowRect => ({
  x,
  y,
  width,
  height,
});

describe('where the chat window opens', () => {
  it.each([
    ['nothing remembered: default size, bottom-right', null, at(920, 280, 360, 520)],
    ['undefined as null', undefined, at(920, 280, 360, 520)],
    ['a rect inside the limits stays', at(40, 40, 480, 600), at(40, 40, 480, 600)],
    [
      'too big and off screen: sized, then kept on screen',
      at(2000, -10, 900, 100),
      at(800, 0, 480, 280),
    ],
    ['too small: grown to the minimum', at(10, 10, 100, 100), at(10, 10, 200, 280)],
  ])('%s', (_, remembered, expected) => {
    expect(openingRect(remembered, screen)).toEqual(expected);
  });
});

describe('the window while a drag is in progress (no snapping yet)', () => {
  const from = at(100, 100, 360, 520);
  const drag = (kind: Drag['kind']): Drag => ({ kind, startX: 500, startY: 500, from });
  it.each([
    ['move follows the pointer', 'move', [550, 460], at(150, 60, 360, 520)],
    ['move stops at the left edge', 'move', [-1000, 500], at(0, 100, 360, 520)],
    ['move stops at the bottom-right edge', 'move', [5000, 5000], at(920, 280, 360, 520)],
    ['move near a corner does not snap yet', 'move', [450, 450], at(50, 50, 360, 520)],
    ['resize follows the pointer, the place stays', 'resize', [600, 400], at(100, 100, 460, 420)],
    ['resize stops at 480 wide and 280 high', 'resize', [900, 100], at(100, 100, 480, 280)],
    ['resize stops at 200 wide', 'resize', [100, 500], at(100, 100, 200, 520)],
  ] as const)('%s', (_, kind, [x, y], expected) => {
    expect(draggedRect(drag(kind), x, y, screen)).toEqual(expected);
  });
});

describe('where the window comes to rest', () => {
  it.each([
    [
      'a move within 72 px of a corner snaps',
      at(50, 50, 360, 520),
      true,
      at(0, 0, 360, 520),
      'top-left',
    ],
    [
      'the same rect without snapping stays',
      at(50, 50, 360, 520),
      false,
      at(50, 50, 360, 520),
      null,
    ],
    [
      'a move far from the corners stays',
      at(500, 100, 360, 520),
      true,
      at(500, 100, 360, 520),
      null,
    ],
    [
      'off screen without snapping: kept on screen',
      at(1000, 400, 360, 520),
      false,
      at(920, 280, 360, 520),
      null,
    ],
    [
      'off screen with snapping: into the corner',
      at(1000, 400, 360, 520),
      true,
      at(920, 280, 360, 520),
      'bottom-right',
    ],
    ['past the size limits: sized first', at(10, 10, 900, 100), false, at(10, 10, 480, 280), null],
  ] as const)('%s', (_, next, snap, rect, corner) => {
    expect(settledRect(next, snap, screen)).toEqual({ rect, corner });
  });
});

describe('arrow keys step the window by 16 px', () => {
  it.each([
    ['ArrowLeft', [-KEY_STEP, 0]],
    ['ArrowRight', [KEY_STEP, 0]],
    ['ArrowUp', [0, -KEY_STEP]],
    ['ArrowDown', [0, KEY_STEP]],
    ['Enter', null],
    ['a', null],
    ['constructor', null],
  ])('%s -> %j', (key, step) => {
    expect(arrowStep(key)).toEqual(step);
  });

  it.each([
    ['move', [16, 0], at(116, 100, 360, 520)],
    ['move', [0, -16], at(100, 84, 360, 520)],
    ['resize', [16, 0], at(100, 100, 376, 520)],
    ['resize', [0, -16], at(100, 100, 360, 504)],
  ] as const)('%s by %j', (kind, step, expected) => {
    expect(steppedRect(at(100, 100, 360, 520), kind, step)).toEqual(expected);
  });
});
