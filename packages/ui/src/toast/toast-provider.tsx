import { vars } from '@site/theme';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { IconButton } from '../button/icon-button';
import { CloseIcon } from '../icons/icons';
import { useUiTranslation } from '../i18n/use-ui-translation';
import { ToastContext, type ToastApi, type ToastOptions, type ToastTone } from './toast-context';

/** How long an ordinary toast stays, in milliseconds. */
export const DEFAULT_TOAST_DURATION = 5000;

interface ToastRecord extends ToastOptions {
  id: string;
}

const Viewport = styled.section`
  position: fixed;
  right: ${vars.space.lg};
  bottom: ${vars.space.lg};
  z-index: ${vars.layer.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${vars.space.sm};
  max-width: calc(100vw - 2 * ${vars.space.lg});
  pointer-events: none;
`;

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(25%); }
  to { opacity: 1; transform: none; }
`;

const toneColor: Record<ToastTone, string> = {
  info: vars.color.info,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
};

const Card = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  box-sizing: border-box;
  width: calc(${vars.size.dialog} / 2);
  max-width: 100%;
  padding: ${vars.space.md} ${vars.space.sm} ${vars.space.md} ${vars.space.lg};
  border-left: ${vars.space.xs} solid ${(p) => toneColor[p.$tone]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.md};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};
  pointer-events: auto;
  animation: ${slideIn} ${vars.motion.normal} ${vars.motion.easing};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: ${vars.space.xxs};
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0 0 ${vars.space.xxs};
  font-weight: ${vars.font.weightBold};
`;

const Message = styled.div`
  margin: 0;
`;

interface ToastItemProps {
  toast: ToastRecord;
  defaultDuration: number;
  onDismiss: (id: string) => void;
}

/** One toast; an ordinary one leaves after its duration, paused while hovered or focused. */
function ToastItem({ toast, defaultDuration, onDismiss }: ToastItemProps) {
  const t = useUiTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration ?? defaultDuration);

  useEffect(() => {
    if (toast.persistent || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [toast.persistent, toast.id, paused, onDismiss]);

  const tone = toast.tone ?? 'info';
  return (
    <Card
      $tone={tone}
      role={tone === 'danger' ? 'alert' : 'status'}
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <Content>
        {toast.title ? <Title>{toast.title}</Title> : null}
        <Message>{toast.message}</Message>
      </Content>
      <IconButton
        size="sm"
        label={t('dismiss_notification')}
        icon={<CloseIcon />}
        onClick={() => onDismiss(toast.id)}
      />
    </Card>
  );
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Milliseconds an ordinary toast stays (default 5000). */
  duration?: number;
  /** At most this many toasts at once; the oldest ordinary one leaves first (default 5). */
  max?: number;
  /** Where to portal the stack; defaults to `document.body`. */
  container?: Element | null;
}

let counter = 0;

/**
 * Holds the toast stack and renders it bottom-right above the page (`layer.toast`), inside a
 * landmark named "Notifications". Toasts are polite `status` messages (`alert` for danger).
 */
export function ToastProvider({
  children,
  duration = DEFAULT_TOAST_DURATION,
  max = 5,
  container,
}: ToastProviderProps) {
  const t = useUiTranslation();
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  // The source of truth; state mirrors it for rendering, so calls in one tick see each other.
  const listRef = useRef<ToastRecord[]>([]);

  const commit = useCallback((next: ToastRecord[], leaving: ToastRecord[] = []) => {
    listRef.current = next;
    setToasts(next);
    for (const toast of leaving) toast.onDismiss?.();
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      const leaving = listRef.current.filter((toast) => toast.id === id);
      if (leaving.length === 0) return;
      commit(
        listRef.current.filter((toast) => toast.id !== id),
        leaving,
      );
    },
    [commit],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show(options) {
        counter += 1;
        const id = options.id ?? `toast-${counter}`;
        const current = listRef.current;
        const existing = current.findIndex((toast) => toast.id === id);
        if (existing !== -1) {
          const next = [...current];
          next[existing] = { ...options, id };
          commit(next);
          return id;
        }
        const next = [...current, { ...options, id }];
        const leaving: ToastRecord[] = [];
        while (next.length > Math.max(1, max)) {
          const ordinary = next.findIndex((toast) => !toast.persistent);
          leaving.push(...next.splice(ordinary === -1 ? 0 : ordinary, 1));
        }
        commit(next, leaving);
        return id;
      },
      dismiss,
      dismissAll() {
        commit([], listRef.current);
      },
    }),
    [commit, dismiss, max],
  );

  const stack =
    typeof document === 'undefined'
      ? null
      : createPortal(
          <Viewport aria-label={t('notifications')}>
            {toasts.map((toast) => (
              <ToastItem
                key={toast.id}
                toast={toast}
                defaultDuration={duration}
                onDismiss={dismiss}
              />
            ))}
          </Viewport>,
          container ?? document.body,
        );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {stack}
    </ToastContext.Provider>
  );
}
