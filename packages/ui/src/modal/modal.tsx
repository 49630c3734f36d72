import { vars } from '@site/theme';
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { tabbableIn } from './focus';
import { isTopModal, pushModal, removeModal } from './modal-stack';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.layer.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.lg};
  box-sizing: border-box;
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${vars.color.overlay};
  animation: ${fadeIn} ${vars.motion.normal} ${vars.motion.easing};
`;

const Panel = styled.div<{ $width: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  width: min(${(p) => p.$width}, 100%);
  max-height: 100%;
  overflow: auto;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  font-family: ${vars.font.family};
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};
  animation: ${fadeIn} ${vars.motion.normal} ${vars.motion.easing};

  &:focus {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface ModalProps {
  /** Whether the modal is shown. While closed nothing is rendered. */
  open: boolean;
  /** Asked to close: Escape, a click on the backdrop, or a close button inside. */
  onClose: () => void;
  children: ReactNode;
  /** Id of the visible title that names the modal (Dialog sets this for you). */
  'aria-labelledby'?: string;
  /** A name for modals without a visible title. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Panel width; defaults to the theme's dialog width (660 px). Never wider than the screen. */
  width?: string;
  /** The element to focus on open; defaults to the first focusable element, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close on Escape (default true). */
  closeOnEscape?: boolean;
  /** Close on a click outside the panel (default true). */
  closeOnBackdropClick?: boolean;
  /** Where to portal the modal; defaults to `document.body`. */
  container?: Element | null;
  className?: string;
}

/**
 * The base of every dialog: a portal with a scrim and a panel that is `aria-modal`, traps
 * Tab and Shift+Tab inside, closes on Escape (only the innermost of nested modals), locks page
 * scrolling, and gives focus back to the element that had it when the modal closes.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  children,
  role = 'dialog',
  width = vars.size.dialog,
  initialFocusRef,
  closeOnEscape = true,
  closeOnBackdropClick = true,
  container,
  className,
  ...labelling
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const closeOnEscapeRef = useRef(closeOnEscape);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    closeOnEscapeRef.current = closeOnEscape;
  });

  // The keys and the focus trap from the commit that shows the modal, before the browser paints
  // it: an Escape pressed as it appears closes it, however late the passive effects run.
  useLayoutEffect(() => {
    const own = Symbol('modal');
    pushModal(own);
    const panel = panelRef.current;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(own) || !panel) return;
      if (event.key === 'Escape' && closeOnEscapeRef.current) {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(panel);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (
        event.shiftKey &&
        (active === first || active === panel || !panel.contains(active))
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };

    // Focus that escapes the panel (a click behind it, a script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopModal(own) || !panel) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (tabbableIn(panel)[0] ?? panel).focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      removeModal(own);
    };
  }, []);

  // The first focus, after the content's own effects, and focus given back on close, as before.
  useEffect(() => {
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocusRef?.current ?? tabbableIn(panel)[0] ?? panel;
      target.focus();
    }
    return () => {
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Runs once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    <Layer className={className}>
      <Backdrop
        role="presentation"
        data-testid="modal-backdrop"
        onClick={closeOnBackdropClick ? () => onCloseRef.current() : undefined}
      />
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        tabIndex={-1}
        $width={width}
        {...labelling}
      >
        {children}
      </Panel>
    </Layer>,
    container ?? document.body,
  );
}
