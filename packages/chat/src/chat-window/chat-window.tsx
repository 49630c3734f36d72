import { useTranslation } from 'react-i18next';
import type { WindowRect } from '../rules/window-rules';
import { ChatEmbed, type ChatEmbedProps } from './chat-embed';
import { Body, ChatWindowHeader, Panel, ResizeHandle } from './chat-window-parts';
import { useWindowDrag } from './use-window-drag';
import { useWindowFocus } from './use-window-focus';

export interface ChatWindowProps extends Pick<ChatEmbedProps, 'fallbackUrl' | 'initialPhase'> {
  /** open shows the window; hidden keeps the chat alive out of sight. */
  hidden: boolean;
  onHide: () => void;
  /** Closes the window for good (the close button, or a failed chat token). */
  onForceClose: () => void;
  /** For stories: where the window sits at first. */
  initialRect?: WindowRect;
}

// Its parts: drag, resize and snap in use-window-drag.ts (the geometry in window-geometry.ts),
// focus in use-window-focus.ts, the header and the styled pieces in chat-window-parts.tsx.

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
  const { rect, corner, resizing, dragHandlers, arrowKeys } = useWindowDrag(startRect);
  const { panel, onKeyDown } = useWindowFocus(hidden, onHide);

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
      <ChatWindowHeader
        drag={dragHandlers('move')}
        onMoveKey={arrowKeys('move')}
        onHide={onHide}
        onForceClose={onForceClose}
      />
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
          {...dragHandlers('resize')}
          onKeyDown={arrowKeys('resize')}
        />
      </Body>
    </Panel>
  );
}
