import type { GameType } from '@site/api-core/catalogue';

/**
 * Which list a vendor's game popup list shows (ADR 0078): a live vendor's games are its rooms
 * (`GLS2_roomList`, each with a `roomId` the launch accepts); every other vendor's come from
 * `GCSGAME_gameList`, a page of 10 at a time.
 */
const ROOM_TYPES: ReadonlySet<string> = new Set<GameType>(['LIVE']);

export function listsRooms(vendor: { gameType?: unknown }): boolean {
  return typeof vendor.gameType === 'string' && ROOM_TYPES.has(vendor.gameType.toUpperCase());
}
