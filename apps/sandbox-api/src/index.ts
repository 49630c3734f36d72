export {
  createSandboxApp,
  EXTERNAL_BASE,
  routeTable,
  type SandboxApp,
  type SandboxAppOptions,
} from './app';
export { DROP_HEADER, FAULT_KINDS, isDropResponse, type FaultKind, type FaultRule } from './faults';
export {
  DEFAULT_PASSWORD,
  SEED_ACCOUNTS,
  SEED_AUTH_CODE,
  SEED_PASSWORD,
  SEED_PAYMENT_PASSWORD,
} from './seed/accounts';
export { FALLBACK_MERCHANT, MERCHANT_CODES, type MerchantCode } from './seed/merchants';
export { openNotificationSession, SOCKET_PATH } from './notifications';
export { createMemoryStore, World, type Clock, type SandboxLog, type StateStore } from './world';
export { lotteryResources, setLotteryHosts } from './routes/lottery';
