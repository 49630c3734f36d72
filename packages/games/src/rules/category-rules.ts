import type { GameType } from '@site/api-core/catalogue';

/**
 * The category pages of section 2 (`/lott /elott /rng /pvp /casino /fish /sports /arcade /table
 * /live`) and the game types each lists (section 3 game types; ADR 0070 records the mapping the
 * spec leaves open: casino and live are LIVE, table is PVP, arcade is RNG's ARCADE category).
 */
export interface CategoryPage {
  /** The route path without the slash; also the i18n key stem. */
  id: string;
  /** Game types whose vendors the page lists; empty for the lottery categories. */
  gameTypes: readonly GameType[];
  /** A `gameClassify` filter inside those vendors (arcade, table). */
  classify?: string;
  /** Sports and esports list matches (`GCSGAME_getGameMatchV2`). */
  matches?: boolean;
  /** The lottery categories hand over to the lottery feature's pages. */
  lottery?: boolean;
}

export const CATEGORY_PAGES: readonly CategoryPage[] = [
  { id: 'lott', gameTypes: [], lottery: true },
  { id: 'elott', gameTypes: [], lottery: true },
  { id: 'rng', gameTypes: ['RNG'] },
  { id: 'pvp', gameTypes: ['PVP'] },
  { id: 'casino', gameTypes: ['LIVE'] },
  { id: 'fish', gameTypes: ['FISH'] },
  { id: 'sports', gameTypes: ['SPORTS', 'ESPORTS'], matches: true },
  { id: 'arcade', gameTypes: ['RNG'], classify: 'ARCADE' },
  { id: 'table', gameTypes: ['PVP'] },
  { id: 'live', gameTypes: ['LIVE'] },
];

export function categoryPage(id: string): CategoryPage | undefined {
  return CATEGORY_PAGES.find((page) => page.id === id);
}

export interface VendorLike {
  accountTypeName?: unknown;
  gameType?: unknown;
  [key: string]: unknown;
}

/** The vendors a category page lists, decoded defensively (a non-array answer lists none). */
export function vendorsFor<T extends VendorLike>(page: CategoryPage, vendors: unknown): T[] {
  const list = Array.isArray(vendors) ? (vendors as T[]) : [];
  return list.filter(
    (vendor) =>
      typeof vendor === 'object' &&
      vendor !== null &&
      typeof vendor.accountTypeName === 'string' &&
      vendor.accountTypeName !== '' &&
      page.gameTypes.includes(vendor.gameType as GameType),
  );
}

/** `?page={accountTypeName}` selects a vendor; an unknown or missing one selects the first. */
export function selectedVendor<T extends VendorLike>(
  vendors: readonly T[],
  page: string | null,
): T | undefined {
  return vendors.find((vendor) => vendor.accountTypeName === page) ?? vendors[0];
}

/** Home tiles: the first 3 vendor items of a family (section 2, section 9). */
export function homeTileVendors<T extends VendorLike>(
  vendors: unknown,
  gameType: GameType,
  count: number,
): T[] {
  const list = Array.isArray(vendors) ? (vendors as T[]) : [];
  return list
    .filter(
      (vendor) =>
        typeof vendor === 'object' &&
        vendor !== null &&
        vendor.gameType === gameType &&
        typeof vendor.accountTypeName === 'string',
    )
    .slice(0, count);
}
