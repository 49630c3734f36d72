import { useSyncExternalStore } from 'react';

/**
 * How many route pages are being fetched after the first page (ADR 0155): the global loader shows
 * while a page the visitor navigated to arrives. The first page's own load shows the page area's
 * inline loader instead, never a full-screen overlay.
 */
let pending = 0;
let firstPageLoaded = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Marks a page load; call the returned function when it settled. */
export function beginPageLoad(): () => void {
  const counted = firstPageLoaded;
  if (counted) {
    pending += 1;
    notify();
  }
  return () => {
    firstPageLoaded = true;
    if (!counted) return;
    pending -= 1;
    notify();
  };
}

/** A page rendered from a chunk that had already arrived: the next page load is counted. */
export function notePageShown(): void {
  firstPageLoaded = true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a navigated-to page's chunk is on its way. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
