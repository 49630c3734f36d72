// The public entry of @site/lottery: its feature object and a few named components.
export { lotteryFeature } from './feature';
