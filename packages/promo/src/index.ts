// The public entry of @site/promo: its feature object and a few named components.
export { promoFeature } from './feature';
