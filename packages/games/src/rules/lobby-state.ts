import { LOBBY_TABS } from '../constants';

/**
 * The slot lobby's state lives in the URL (issue 13: back/forward and shared links restore it):
 * `page` is a vendor accountTypeName, `hot`, `recentGameList` or `favGameList` (section 2 routes);
 * `classify` the category tab, `name` the search text, `p` the page number (1-based).
 */
export interface LobbyState {
  /** A vendor, or one of the special tabs; empty means "all vendors". */
  page: string;
  classify: string;
  name: string;
  pageNo: number;
}

export type LobbyTab = 'vendor' | 'hot' | 'recent' | 'favourite';

const MAX_TEXT = 64;

function clean(value: string | null): string {
  return (value ?? '').slice(0, MAX_TEXT);
}

export function parseLobbyState(search: URLSearchParams): LobbyState {
  const pageNo = Number.parseInt(search.get('p') ?? '1', 10);
  return {
    page: clean(search.get('page')).trim(),
    classify: clean(search.get('classify')).trim(),
    name: clean(search.get('name')),
    pageNo: Number.isFinite(pageNo) && pageNo >= 1 ? Math.min(pageNo, 10_000) : 1,
  };
}

/** Writes the state back; defaults are left out so links stay short. */
export function lobbySearch(state: LobbyState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.page) search.set('page', state.page);
  if (state.classify) search.set('classify', state.classify);
  if (state.name) search.set('name', state.name);
  if (state.pageNo > 1) search.set('p', String(state.pageNo));
  return search;
}

/** Which kind of tab `page` names. */
export function lobbyTabOf(page: string): LobbyTab {
  if (page === LOBBY_TABS.hot) return 'hot';
  if (page === LOBBY_TABS.recent) return 'recent';
  if (page === LOBBY_TABS.favourite) return 'favourite';
  return 'vendor';
}

/** Section 2: recent and favourite need login. */
export function tabNeedsLogin(tab: LobbyTab): boolean {
  return tab === 'recent' || tab === 'favourite';
}

/**
 * A change of vendor, tab or category goes back to page 1 and keeps the search; a new search
 * goes back to page 1 too.
 */
export function nextLobbyState(state: LobbyState, change: Partial<LobbyState>): LobbyState {
  const resetsPage =
    (change.page !== undefined && change.page !== state.page) ||
    (change.classify !== undefined && change.classify !== state.classify) ||
    (change.name !== undefined && change.name !== state.name);
  const next = { ...state, ...change };
  if (resetsPage && change.pageNo === undefined) next.pageNo = 1;
  if (change.page !== undefined && change.page !== state.page && change.classify === undefined)
    next.classify = '';
  return next;
}

/** Pages a list that the platform answers whole (hot, recent, favourites): 40 per page. */
export function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, pageNo), totalPages);
  return { items: items.slice((page - 1) * pageSize, page * pageSize), totalPages, page };
}

/** Name search with no minimum length (section 2): case-insensitive, on every name field. */
export function matchesName(
  game: { gameName?: unknown; displayName?: unknown; nodeName?: unknown },
  name: string,
): boolean {
  const needle = name.trim().toLowerCase();
  if (needle === '') return true;
  return [game.gameName, game.displayName, game.nodeName].some(
    (value) => typeof value === 'string' && value.toLowerCase().includes(needle),
  );
}
