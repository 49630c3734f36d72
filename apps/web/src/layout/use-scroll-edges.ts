import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content is hidden before the start (the row was scrolled). */
  start: boolean;
  /** Content is hidden past the end (the row is wider than its box). */
  end: boolean;
}

/** Whether a horizontally scrolling element hides content at either edge, kept current. */
export function scrollEdgesOf(
  element: Pick<HTMLElement, 'scrollLeft' | 'clientWidth' | 'scrollWidth'>,
): ScrollEdges {
  const hidden = element.scrollWidth - element.clientWidth;
  return { start: element.scrollLeft > 1, end: element.scrollLeft < hidden - 1 };
}

/**
 * Tracks a sideways-scrolling row's hidden edges on scroll and resize, so the row can fade where
 * there is more to see (the header's one-row navigation, ADR 0155).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, deps: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () =>
      setEdges((current) => {
        const next = scrollEdgesOf(element);
        return current.start === next.start && current.end === next.end ? current : next;
      });
    element.addEventListener('scroll', update, { passive: true });
    // The observer's first callback, after the next layout, sets the edges without forcing a
    // layout inside the commit; with no observer they are read at once.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (observer) observer.observe(element);
    else update();
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, deps]);
  return edges;
}
