// What the home page takes from @site/api-core (the shell's boot path), for the size measurement.
export {
  createAvailablePromotionsPoller,
  createBalanceRefresher,
  createClient,
  createSiteStorage,
  createSiteStore,
  createUnreadRefresher,
  errorPolicy,
  errorPolicyInputFrom,
  formatDate,
  formatMoney,
  selectDisplayedBalance,
  merchantApi,
  selectLoadsMessages,
  selectLoggedIn,
  selectRole,
  selectVipProgress,
  siteActions,
  siteApi,
} from '../src/index';
export { createNotificationClient } from '../src/websocket/index';
