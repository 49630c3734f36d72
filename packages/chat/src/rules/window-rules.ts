import { CHAT_LIMITS } from '../constants';

export interface WindowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

/**
 * Resizing: the width stays within 200..480 and the height at least 280 (section 9); neither
 * grows past the viewport unless the minimum itself does not fit.
 */
export function clampSize(
  size: { width: number; height: number },
  viewport: Viewport,
): { width: number; height: number } {
  const maxWidth = Math.max(
    CHAT_LIMITS.windowMinWidth,
    Math.min(CHAT_LIMITS.windowMaxWidth, viewport.width),
  );
  const maxHeight = Math.max(CHAT_LIMITS.windowMinHeight, viewport.height);
  const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
  return {
    width: Math.round(
      Math.min(
        maxWidth,
        Math.max(CHAT_LIMITS.windowMinWidth, finite(size.width, CHAT_LIMITS.windowDefaultWidth)),
      ),
    ),
    height: Math.round(
      Math.min(
        maxHeight,
        Math.max(CHAT_LIMITS.windowMinHeight, finite(size.height, CHAT_LIMITS.windowDefaultHeight)),
      ),
    ),
  };
}

/** Keeps the whole window on screen (its top-left corner never leaves the viewport). */
export function clampPosition(rect: WindowRect, viewport: Viewport): WindowRect {
  const x = Math.min(
    Math.max(0, viewport.width - rect.width),
    Math.max(0, Number.isFinite(rect.x) ? rect.x : 0),
  );
  const y = Math.min(
    Math.max(0, viewport.height - rect.height),
    Math.max(0, Number.isFinite(rect.y) ? rect.y : 0),
  );
  return { ...rect, x: Math.round(x), y: Math.round(y) };
}

/**
 * Snapping (ADR 0122): "snap offset 72 px" is the snapping distance. When a drag ends with the
 * window within 72 px of both edges of a screen corner, it moves flush into that corner;
 * otherwise it stays where it was dropped (kept on screen).
 */
export function snapToCorner(
  rect: WindowRect,
  viewport: Viewport,
): { rect: WindowRect; corner: Corner | null } {
  const kept = clampPosition(rect, viewport);
  const distance = CHAT_LIMITS.snapDistance;
  const left = kept.x <= distance;
  const right = viewport.width - (kept.x + kept.width) <= distance;
  const top = kept.y <= distance;
  const bottom = viewport.height - (kept.y + kept.height) <= distance;
  // The nearer edge wins when a small viewport puts the window near both.
  const horizontal =
    left && right
      ? kept.x <= viewport.width - (kept.x + kept.width)
        ? 'left'
        : 'right'
      : left
        ? 'left'
        : right
          ? 'right'
          : null;
  const vertical =
    top && bottom
      ? kept.y <= viewport.height - (kept.y + kept.height)
        ? 'top'
        : 'bottom'
      : top
        ? 'top'
        : bottom
          ? 'bottom'
          : null;
  if (!horizontal || !vertical) return { rect: kept, corner: null };
  return {
    rect: clampPosition(
      {
        ...kept,
        x: horizontal === 'left' ? 0 : viewport.width - kept.width,
        y: vertical === 'top' ? 0 : viewport.height - kept.height,
      },
      viewport,
    ),
    corner: `${vertical}-${horizontal}` as Corner,
  };
}

/** Where the window opens the first time: its default size in the bottom-right corner. */
export function initialRect(viewport: Viewport): WindowRect {
  const size = clampSize(
    { width: CHAT_LIMITS.windowDefaultWidth, height: CHAT_LIMITS.windowDefaultHeight },
    viewport,
  );
  return clampPosition(
    { ...size, x: viewport.width - size.width, y: viewport.height - size.height },
    viewport,
  );
}

/** A remembered rect read back from session storage: anything unreadable gives null. */
export function parseRect(value: unknown): WindowRect | null {
  if (typeof value !== 'object' || value === null) return null;
  const { x, y, width, height } = value as Record<string, unknown>;
  const numbers = [x, y, width, height];
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  return { x: x as number, y: y as number, width: width as number, height: height as number };
}
