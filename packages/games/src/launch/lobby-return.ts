/**
 * Returning from a game frame restores the lobby at the same tab, page and scroll position
 * (issue 13). Tab and page live in the URL; the scroll position and the lobby address are kept
 * in memory for this tab (not in storage: nothing to persist across visits).
 */
let remembered: { path: string; scrollY: number } | null = null;

export function rememberLobby(): void {
  if (typeof window === 'undefined') return;
  remembered = {
    path: `${window.location.pathname}${window.location.search}`,
    scrollY: window.scrollY,
  };
}

/** The lobby address to go back to (default: the slot lobby). */
export function lobbyReturnPath(fallback: string): string {
  return remembered?.path ?? fallback;
}

/** The scroll position to restore on `path`, once; null when none was remembered for it. */
export function takeLobbyScroll(path: string): number | null {
  if (!remembered || remembered.path !== path) return null;
  const { scrollY } = remembered;
  remembered = null;
  return scrollY;
}
