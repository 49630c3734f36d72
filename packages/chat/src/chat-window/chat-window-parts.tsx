import { vars } from '@site/theme';
import { IconButton } from '@site/ui';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DragHandlers } from './use-window-drag';

// The window's styled pieces, in the order they always had: styled-components numbers its
// components as they are created, so the order keeps their class names as they were.
export const Panel = styled.div`
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

export const Body = styled.div`
  position: relative;
  min-height: 0;
`;

export const ResizeHandle = styled.button`
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

export interface ChatWindowHeaderProps {
  /** Dragging the header moves the window. */
  drag: DragHandlers;
  /** The move handle's key handler (arrow keys). */
  onMoveKey: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onHide: () => void;
  onForceClose: () => void;
}

/**
 * The chat window's header: the move handle (focused when the window shows), the title, and the
 * hide and close buttons, which a drag never starts from (`data-no-drag`).
 */
export function ChatWindowHeader({ drag, onMoveKey, onHide, onForceClose }: ChatWindowHeaderProps) {
  const { t } = useTranslation('chat');
  return (
    <Header data-testid="chat-window-header" {...drag}>
      <MoveHandle type="button" aria-label={t('chat_move')} onKeyDown={onMoveKey} data-autofocus>
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
  );
}
