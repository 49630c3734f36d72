// What the home page takes from @site/api-core (the shell's boot path), for the size measurement.
export {
  createBalanceRefresher,
  createClient,
  createSiteStorage,
  createSiteStore,
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
