// The public entry of @site/games: its feature object and a few named components.
export { gamesFeature } from './feature';
