import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Corner, Viewport, WindowRect } from '../rules/window-rules';
import {
  arrowStep,
  draggedRect,
  openingRect,
  settledRect,
  steppedRect,
  type Drag,
  type DragKind,
} from './window-geometry';
import { loadWindowRect, saveWindowRect } from './window-memory';

const viewportNow = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

/** The pointer handlers of one drag surface (the header, or the resize handle). */
export interface DragHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * The chat window's place and size: dragged by the pointer (a move snaps into a corner when it
 * ends, a resize does not), stepped by the arrow keys (no snapping), opened where `startRect`
 * says or where it was left this session, and remembered whenever it comes to rest.
 */
export function useWindowDrag(startRect?: WindowRect) {
  const [rect, setRect] = useState<WindowRect>(() =>
    openingRect(startRect ?? loadWindowRect(), viewportNow()),
  );
  const [corner, setCorner] = useState<Corner | null>(null);
  const [resizing, setResizing] = useState(false);
  const drag = useRef<Drag | null>(null);

  const commit = useCallback((next: WindowRect, snap: boolean) => {
    const placed = settledRect(next, snap, viewportNow());
    setRect(placed.rect);
    setCorner(placed.corner);
    saveWindowRect(placed.rect);
  }, []);

  const start = (kind: DragKind) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    if (kind === 'move' && (event.target as HTMLElement).closest('[data-no-drag]')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { kind, startX: event.clientX, startY: event.clientY, from: rect };
    if (kind === 'resize') setResizing(true);
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    setRect(draggedRect(current, event.clientX, event.clientY, viewportNow()));
    if (current.kind === 'move') setCorner(null);
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    setResizing(false);
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    commit(rect, current.kind === 'move');
  };

  /** Pointer handlers for a surface that moves (`'move'`) or resizes (`'resize'`) the window. */
  const dragHandlers = (kind: DragKind): DragHandlers => ({
    onPointerDown: start(kind),
    onPointerMove: move,
    onPointerUp: end,
    onPointerCancel: end,
  });

  /** A key handler: the arrow keys move or resize the window by one step. */
  const arrowKeys = (kind: DragKind) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrowStep(event.key);
    if (!step) return;
    event.preventDefault();
    commit(steppedRect(rect, kind, step), false);
  };

  return { rect, corner, resizing, dragHandlers, arrowKeys };
}
