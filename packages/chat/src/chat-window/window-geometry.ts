import {
  clampPosition,
  clampSize,
  initialRect,
  snapToCorner,
  type Corner,
  type Viewport,
  type WindowRect,
} from '../rules/window-rules';

/** Arrow keys move or resize the window by this many pixels (without snapping). */
export const KEY_STEP = 16;

/** The header moves the window; the corner handle resizes it. */
export type DragKind = 'move' | 'resize';

/** A drag in progress: what it does, where the pointer went down and the window's rect then. */
export interface Drag {
  kind: DragKind;
  startX: number;
  startY: number;
  from: WindowRect;
}

/**
 * Where the window opens: a given or remembered rect, brought inside the size limits and onto the
 * screen; with none, the default size in the bottom-right corner.
 */
export function openingRect(
  remembered: WindowRect | null | undefined,
  viewport: Viewport,
): WindowRect {
  if (!remembered) return initialRect(viewport);
  return clampPosition({ ...remembered, ...clampSize(remembered, viewport) }, viewport);
}

/**
 * The window while the pointer is at (x, y): a move keeps it on screen, a resize keeps its size
 * within the limits (its position stays). Nothing snaps until the drag ends.
 */
export function draggedRect(drag: Drag, x: number, y: number, viewport: Viewport): WindowRect {
  const dx = x - drag.startX;
  const dy = y - drag.startY;
  if (drag.kind === 'move') {
    return clampPosition({ ...drag.from, x: drag.from.x + dx, y: drag.from.y + dy }, viewport);
  }
  return {
    ...drag.from,
    ...clampSize({ width: drag.from.width + dx, height: drag.from.height + dy }, viewport),
  };
}

/**
 * Where the window comes to rest: sized within the limits, then snapped into a screen corner
 * within 72 px (a drag that moved it) or only kept on screen (a resize, an arrow key).
 */
export function settledRect(
  next: WindowRect,
  snap: boolean,
  viewport: Viewport,
): { rect: WindowRect; corner: Corner | null } {
  const sized = { ...next, ...clampSize(next, viewport) };
  return snap
    ? snapToCorner(sized, viewport)
    : { rect: clampPosition(sized, viewport), corner: null };
}

/** An arrow key's step as [dx, dy]; null for any other key. */
export function arrowStep(key: string): readonly [number, number] | null {
  switch (key) {
    case 'ArrowLeft':
      return [-KEY_STEP, 0];
    case 'ArrowRight':
      return [KEY_STEP, 0];
    case 'ArrowUp':
      return [0, -KEY_STEP];
    case 'ArrowDown':
      return [0, KEY_STEP];
    default:
      return null;
  }
}

/** One arrow-key step, before it settles: a move shifts the window, a resize grows or shrinks it. */
export function steppedRect(
  rect: WindowRect,
  kind: DragKind,
  [dx, dy]: readonly [number, number],
): WindowRect {
  return kind === 'move'
    ? { ...rect, x: rect.x + dx, y: rect.y + dy }
    : { ...rect, width: rect.width + dx, height: rect.height + dy };
}
