import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWindowDrag } from './use-window-drag';
import { CHAT_WINDOW_STORAGE_KEY } from './window-memory';

// jsdom's viewport: 1024 x 768.
const surface = document.createElement('div');
const noDrag = document.createElement('button');
const noDragWrap = document.createElement('span');
noDragWrap.setAttribute('data-no-drag', '');
noDragWrap.append(noDrag);
surface.append(noDragWrap);

function pointer(clientX: number, clientY: number, overrides: Partial<PointerEvent> = {}) {
  return {
    button: 0,
    clientX,
    clientY,
    pointerId: 1,
    target: surface,
    currentTarget: { setPointerCapture: vi.fn(), releasePointerCapture: vi.fn() },
    preventDefault: vi.fn(),
    ...overrides,
  } as unknown as PointerEvent<HTMLElement>;
}

function key(name: string) {
  return { key: name, preventDefault: vi.fn() } as unknown as KeyboardEvent<HTMLButtonElement>;
}

const remembered = () => JSON.parse(sessionStorage.getItem(CHAT_WINDOW_STORAGE_KEY) ?? 'null');

afterEach(() => sessionStorage.clear());

describe('useWindowDrag: the chat window is dragged, resized and snapped (section 4, ADR 0122)', () => {
  it.each([
    [
      'the given rect, kept inside the limits',
      { x: 40, y: 40, width: 900, height: 100 },
      null,
      { x: 40, y: 40, width: 480, height: 280 },
    ],
    [
      'where it was left this session',
      undefined,
      { x: 30, y: 50, width: 300, height: 400 },
      { x: 30, y: 50, width: 300, height: 400 },
    ],
    [
      'else the default size in the bottom-right corner',
      undefined,
      null,
      { x: 664, y: 248, width: 360, height: 520 },
    ],
  ])('opens at %s', (_, start, stored, expected) => {
    if (stored) sessionStorage.setItem(CHAT_WINDOW_STORAGE_KEY, JSON.stringify(stored));
    const { result } = renderHook(() => useWindowDrag(start));
    expect(result.current.rect).toEqual(expected);
    expect(result.current.corner).toBeNull();
  });

  it('a header drag follows the pointer, snaps into the corner it is dropped near, and is remembered', () => {
    const { result } = renderHook(() => useWindowDrag({ x: 200, y: 200, width: 360, height: 400 }));
    const down = pointer(300, 300);
    act(() => result.current.dragHandlers('move').onPointerDown(down));
    expect(down.preventDefault).toHaveBeenCalled();
    expect(down.currentTarget.setPointerCapture).toHaveBeenCalledWith(1);
    expect(result.current.resizing).toBe(false);
    act(() => result.current.dragHandlers('move').onPointerMove(pointer(150, 160)));
    expect(result.current.rect).toEqual({ x: 50, y: 60, width: 360, height: 400 });
    expect(result.current.corner).toBeNull();
    expect(remembered()).toBeNull();
    const up = pointer(150, 160);
    act(() => result.current.dragHandlers('move').onPointerUp(up));
    expect(up.currentTarget.releasePointerCapture).toHaveBeenCalledWith(1);
    expect(result.current.rect).toEqual({ x: 0, y: 0, width: 360, height: 400 });
    expect(result.current.corner).toBe('top-left');
    expect(remembered()).toEqual({ x: 0, y: 0, width: 360, height: 400 });
  });

  it('a resize shows it is resizing while it lasts, stops at the limits and never snaps', () => {
    const { result } = renderHook(() => useWindowDrag({ x: 40, y: 40, width: 360, height: 400 }));
    act(() => result.current.dragHandlers('resize').onPointerDown(pointer(0, 0)));
    expect(result.current.resizing).toBe(true);
    act(() => result.current.dragHandlers('resize').onPointerMove(pointer(500, -300)));
    expect(result.current.rect).toEqual({ x: 40, y: 40, width: 480, height: 280 });
    act(() => result.current.dragHandlers('resize').onPointerCancel(pointer(500, -300)));
    expect(result.current.resizing).toBe(false);
    // Within 72 px of the top-left corner, but a resize does not snap.
    expect(result.current.rect).toEqual({ x: 40, y: 40, width: 480, height: 280 });
    expect(result.current.corner).toBeNull();
    expect(remembered()).toEqual({ x: 40, y: 40, width: 480, height: 280 });
  });

  it.each([
    ['a secondary button', pointer(300, 300, { button: 2 })],
    ['the hide or close button (data-no-drag)', pointer(300, 300, { target: noDrag })],
  ])('%s starts no drag', (_, down) => {
    const start = { x: 200, y: 200, width: 360, height: 400 };
    const { result } = renderHook(() => useWindowDrag(start));
    act(() => result.current.dragHandlers('move').onPointerDown(down));
    expect(down.preventDefault).not.toHaveBeenCalled();
    act(() => result.current.dragHandlers('move').onPointerMove(pointer(100, 100)));
    act(() => result.current.dragHandlers('move').onPointerUp(pointer(100, 100)));
    expect(result.current.rect).toEqual(start);
    expect(remembered()).toBeNull();
  });

  it('arrow keys move and resize by 16 px without snapping; other keys do nothing', () => {
    const { result } = renderHook(() => useWindowDrag({ x: 80, y: 40, width: 360, height: 400 }));
    const left = key('ArrowLeft');
    act(() => result.current.arrowKeys('move')(left));
    expect(left.preventDefault).toHaveBeenCalled();
    expect(result.current.rect).toEqual({ x: 64, y: 40, width: 360, height: 400 });
    expect(result.current.corner).toBeNull();
    act(() => result.current.arrowKeys('resize')(key('ArrowDown')));
    expect(result.current.rect).toEqual({ x: 64, y: 40, width: 360, height: 416 });
    expect(remembered()).toEqual({ x: 64, y: 40, width: 360, height: 416 });
    const enter = key('Enter');
    act(() => result.current.arrowKeys('move')(enter));
    expect(enter.preventDefault).not.toHaveBeenCalled();
    expect(result.current.rect).toEqual({ x: 64, y: 40, width: 360, height: 416 });
  });
});
