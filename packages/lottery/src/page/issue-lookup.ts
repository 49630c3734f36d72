/** A link with only a `gameId` looks its issue up to learn the game code; null otherwise. */
export function issueLookupOf(params: URLSearchParams): { gameId: string } | null {
  const gameId = params.get('gameId');
  return gameId && !params.get('gameCode') ? { gameId } : null;
}
