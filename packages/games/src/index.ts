// The public entry of @site/games: its feature object and the vendor-list hook other screens may use.
export { gamesFeature } from './feature';
export { useGamesVendorsQuery, type GamesVendor } from './games-api';
