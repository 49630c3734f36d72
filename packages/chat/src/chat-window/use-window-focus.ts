import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = 'button, a[href], iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Focus for a window that hides rather than unmounts: when it shows, focus moves to its
 * `[data-autofocus]` element; when it hides, focus goes back where it was. While it shows, Tab
 * and Shift+Tab wrap inside it, and Escape hides it (`onHide`). Put `panel` and `onKeyDown` on
 * the window's element.
 */
export function useWindowFocus(hidden: boolean, onHide: () => void) {
  const panel = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);

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
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => !el.hasAttribute('disabled'),
    );
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

  return { panel, onKeyDown };
}
