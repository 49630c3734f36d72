// The public entry of @site/wallet: its feature object and a few named components.
export { walletFeature } from './feature';
