import { useEffect, type RefObject } from 'react';

export interface RowLayout {
  /** The row's visible width. */
  clientWidth: number;
  /** The whole row's width, hidden entries included. */
  scrollWidth: number;
  /** The current entry's start and width, measured from the row's content start. */
  entryStart: number;
  entryWidth: number;
}

/**
 * Where the row should be scrolled so the current entry shows: at the start when the entry fits
 * there, otherwise centred (clamped to the row's ends). It depends only on the layout, never on
 * where the row was before, so the same page always lands on the same offset however its header
 * pieces (member bar, visitor buttons, fonts) arrived.
 */
export function revealOffset({ clientWidth, scrollWidth, entryStart, entryWidth }: RowLayout) {
  if (entryStart + entryWidth <= clientWidth) return 0;
  const centred = entryStart - (clientWidth - entryWidth) / 2;
  return Math.round(Math.min(Math.max(centred, 0), Math.max(scrollWidth - clientWidth, 0)));
}

/**
 * Keeps the current entry (`a.active`) of a sideways-scrolling row in the row's view (never
 * scrolling the page): on navigation and after the layout that follows (the observer's first
 * callback) and whenever the row or an entry changes size, which a font arriving late does. The
 * user's own scrolling is left alone until the layout changes again.
 */
export function useActiveEntryInView(
  ref: RefObject<HTMLElement | null>,
  pathname: string,
  entries: unknown,
): void {
  useEffect(() => {
    const row = ref.current;
    if (!row) return undefined;
    let cancelled = false;
    const reveal = () => {
      const active = row.querySelector<HTMLElement>('a.active');
      if (cancelled || !active) return;
      const rowBox = row.getBoundingClientRect();
      const entryBox = active.getBoundingClientRect();
      const target = revealOffset({
        clientWidth: row.clientWidth,
        scrollWidth: row.scrollWidth,
        entryStart: entryBox.left - rowBox.left + row.scrollLeft,
        entryWidth: entryBox.width,
      });
      if (Math.abs(row.scrollLeft - target) >= 1) row.scrollLeft = target;
    };
    if (typeof ResizeObserver === 'undefined') {
      reveal();
      void document.fonts?.ready.then(reveal);
      return () => void (cancelled = true);
    }
    // The observer's first callback comes right after the next layout, before the paint: reading
    // the boxes then costs nothing, where reading them here would force a layout inside the
    // commit (18 ms of the first commit on /lottery, 4x that in Lighthouse's simulation). Not
    // `document.fonts.ready` either: Chromium brings style and layout up to date to answer it,
    // the same forced layout (17 ms of the home page's first commit, 2026-11-28); an entry whose
    // font arrives late changes size, and the observer sees that.
    const observer = new ResizeObserver(reveal);
    observer.observe(row);
    for (const child of Array.from(row.children)) observer.observe(child);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [ref, pathname, entries]);
}
