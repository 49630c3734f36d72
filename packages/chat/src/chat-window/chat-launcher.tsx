import { vars } from '@site/theme';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useChatUnreadQuery } from '../chat-api';
import { UnreadBadge } from '../shared/unread-badge';
import { useChatAccess } from './use-chat-access';

// The window (drag, resize, embed) is its own chunk: it loads when the button is pressed.
const ChatWindow = lazy(async () => ({ default: (await import('./chat-window')).ChatWindow }));

const Launcher = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand};
  color: ${vars.color.onBrand};
  box-shadow: ${vars.shadow.md};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Badge = styled(UnreadBadge)`
  position: absolute;
  top: -4px;
  right: -4px;
`;

/** open shows the window; hidden keeps it alive out of sight; force-closed drops it. */
export type ChatWindowState = 'open' | 'hidden' | 'force-closed';

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 4h16v11H7l-3 3V4zm3 4v2h10V8H7zm0 3v2h7v-2H7z" />
    </svg>
  );
}

/**
 * The chat floating button (section 2): only for players who may chat (chat flag, permission;
 * never visitors or isAgent 4), with the unread chat count (99+ as dots). Pressing it loads and
 * opens the chat window; pressing it again shows a hidden window.
 */
export function ChatLauncher() {
  const { t } = useTranslation('chat');
  const access = useChatAccess();
  const allowed = access.verdict === 'allowed';
  const unread = useChatUnreadQuery(undefined, { skip: !allowed });
  const [state, setState] = useState<ChatWindowState>('force-closed');
  if (!allowed) return null;
  const count = unread.data ?? 0;
  const mounted = state !== 'force-closed';
  return (
    <>
      <Launcher
        type="button"
        aria-label={count > 0 ? t('chat_button_unread', { count }) : t('chat_button')}
        aria-expanded={state === 'open'}
        data-testid="chat-launcher"
        onClick={() => setState((current) => (current === 'open' ? 'hidden' : 'open'))}
      >
        <ChatIcon />
        <Badge count={count} />
      </Launcher>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatWindow
            hidden={state === 'hidden'}
            fallbackUrl={access.chatUrl}
            onHide={() => setState('hidden')}
            onForceClose={() => setState('force-closed')}
          />
        </Suspense>
      ) : null}
    </>
  );
}
