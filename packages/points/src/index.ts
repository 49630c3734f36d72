// The public entry of @site/points: its feature object and the names the shell may need.
export { POINT_MALL_PAGE, pointsFeature } from './feature';
