// The public entry of @site/wallet: its feature object and the names the shell may need.
export { walletFeature } from './feature';
export { WALLET_PAGES, type WalletPageId } from './constants';
export { walletLinks } from './links';
