// The public entry of @site/points: its feature object and a few named components.
export { pointsFeature } from './feature';
