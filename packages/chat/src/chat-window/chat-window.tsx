import { vars } from '@site/theme';
import { IconButton } from '@site/ui';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  clampPosition,
  clampSize,
  initialRect,
  snapToCorner,
  type Corner,
  type Viewport,
  type WindowRect,
} from '../rules/window-rules';
import { ChatEmbed, type ChatEmbedProps } from './chat-embed';
import { loadWindowRect, saveWindowRect } from './window-memory';

const Panel = styled.div`
  position: fixed;
  z-index: ${vars.layer.floating};
  display: grid;
  grid-template-rows: auto 1fr;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};
  overflow: hidden;
  &[hidden] {
    display: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  padding: ${vars.space.xs} ${vars.space.sm};
  background: ${vars.color.headerBackground};
  color: ${vars.color.headerText};
  cursor: move;
  touch-action: none;
  user-select: none;
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightBold};
`;

const MoveHandle = styled.button`
  border: 0;
  background: none;
  color: inherit;
  cursor: move;
  padding: ${vars.space.xxs};
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  position: relative;
  min-height: 0;
`;

const ResizeHandle = styled.button`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  background: linear-gradient(135deg, transparent 50%, ${vars.color.borderStrong} 50%);
  cursor: nwse-resize;
  touch-action: none;
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const KEY_STEP = 16;

const viewportNow = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

export interface ChatWindowProps extends Pick<ChatEmbedProps, 'fallbackUrl' | 'initialPhase'> {
  /** open shows the window; hidden keeps the chat alive out of sight. */
  hidden: boolean;
  onHide: () => void;
  /** Closes the window for good (the close button, or a failed chat token). */
  onForceClose: () => void;
  /** For stories: where the window sits at first. */
  initialRect?: WindowRect;
}

type Drag = { kind: 'move' | 'resize'; startX: number; startY: number; from: WindowRect };

/**
 * The floating chat window (section 4): draggable by its header, resizable from its corner
 * (width 200..480, height at least 280), snapping into a screen corner within 72 px (ADR 0122),
 * its place and size remembered for the session (arrow keys move it without snapping). Escape
 * hides it; focus stays inside while open.
 */
export function ChatWindow({
  hidden,
  onHide,
  onForceClose,
  fallbackUrl,
  initialPhase,
  initialRect: startRect,
}: ChatWindowProps) {
  const { t } = useTranslation('chat');
  const [rect, setRect] = useState<WindowRect>(() => {
    const viewport = viewportNow();
    const remembered = startRect ?? loadWindowRect();
    if (!remembered) return initialRect(viewport);
    return clampPosition({ ...remembered, ...clampSize(remembered, viewport) }, viewport);
  });
  const [corner, setCorner] = useState<Corner | null>(null);
  const [resizing, setResizing] = useState(false);
  const drag = useRef<Drag | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);

  const commit = useCallback((next: WindowRect, snap: boolean) => {
    const viewport = viewportNow();
    const sized = { ...next, ...clampSize(next, viewport) };
    const placed = snap
      ? snapToCorner(sized, viewport)
      : { rect: clampPosition(sized, viewport), corner: null };
    setRect(placed.rect);
    setCorner(placed.corner);
    saveWindowRect(placed.rect);
  }, []);

  // Focus moves into the window when it shows, and back to where it was when it hides.
  useEffect(() => {
    if (hidden) {
      if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
      return;
    }
    returnFocus.current = document.activeElement;
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [hidden]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onHide();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Focus stays inside while the window is open.
    const focusable = [
      ...panel.current.querySelectorAll<HTMLElement>(
        'button, a[href], iframe, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => !el.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const start = (kind: Drag['kind']) => (event: PointerEvent<HTMLElement>) => {
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
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    const viewport = viewportNow();
    if (current.kind === 'move') {
      setRect(
        clampPosition(
          { ...current.from, x: current.from.x + dx, y: current.from.y + dy },
          viewport,
        ),
      );
      setCorner(null);
    } else {
      setRect({
        ...current.from,
        ...clampSize(
          { width: current.from.width + dx, height: current.from.height + dy },
          viewport,
        ),
      });
    }
  };
  const end = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    setResizing(false);
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    commit(rect, current.kind === 'move');
  };

  const arrow = (kind: Drag['kind']) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    }[event.key];
    if (!delta) return;
    event.preventDefault();
    const [dx = 0, dy = 0] = delta;
    if (kind === 'move') commit({ ...rect, x: rect.x + dx, y: rect.y + dy }, false);
    else commit({ ...rect, width: rect.width + dx, height: rect.height + dy }, false);
  };

  return (
    <Panel
      ref={panel}
      role="dialog"
      aria-label={t('chat_window')}
      hidden={hidden}
      data-testid="chat-window"
      data-corner={corner ?? undefined}
      data-resizing={resizing || undefined}
      style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}
      onKeyDown={onKeyDown}
    >
      <Header
        data-testid="chat-window-header"
        onPointerDown={start('move')}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      >
        <MoveHandle
          type="button"
          aria-label={t('chat_move')}
          onKeyDown={arrow('move')}
          data-autofocus
        >
          <span aria-hidden="true">⠿</span>
        </MoveHandle>
        <Title>{t('chat_window')}</Title>
        <span data-no-drag>
          <IconButton
            label={t('chat_hide')}
            icon={<span aria-hidden="true">–</span>}
            size="sm"
            onClick={onHide}
          />
        </span>
        <span data-no-drag>
          <IconButton
            label={t('chat_close')}
            icon={<span aria-hidden="true">×</span>}
            size="sm"
            onClick={onForceClose}
          />
        </span>
      </Header>
      <Body>
        <ChatEmbed
          fallbackUrl={fallbackUrl}
          onTokenFailure={onForceClose}
          {...(initialPhase ? { initialPhase } : {})}
        />
        <ResizeHandle
          type="button"
          aria-label={t('chat_resize')}
          data-testid="chat-window-resize"
          onPointerDown={start('resize')}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          onKeyDown={arrow('resize')}
        />
      </Body>
    </Panel>
  );
}
