// The public entry of @site/api-core. Explicit, tree-shakeable named exports only.
// Heavy or optional parts have their own subpaths: /catalogue, /cipher, /websocket, /testing.

// HTTP client
export {
  createClient,
  DEFAULT_LANGUAGE_CODE,
  DEVICE_HEADER,
  GET_CACHE_TTL_MS,
  HTTP_TIMEOUT_MS,
  type CallOptions,
  type ClientErrorContext,
  type ClientOptions,
  type ClientStats,
  type SiteClient,
} from './client/http-client';
export { ApiRequestError, type ApiError, type ApiErrorKind, type ApiResult } from './client/result';

// Global error policy
export {
  AFFILIATE_CHECK_PATH,
  errorPolicy,
  errorPolicyInputFrom,
  LOGOUT_ERROR_CODES,
  NO_DIALOG_ERROR_CODES,
  type ErrorOutcome,
  type ErrorPolicyInput,
  type SilentReason,
} from './errors/error-policy';

// Storage
export { documentCookieJar, memoryCookieJar, type CookieJar } from './storage/cookies';
export {
  COOKIES,
  DEVICE_ID_LENGTH,
  KEPT_ON_LOGOUT,
  LOCAL_KEYS,
  SESSION_KEYS,
  type LocalKey,
  type LocalValues,
  type SessionKey,
  type SessionValues,
} from './storage/keys';
export { memoryStorage } from './storage/memory-storage';
export type { DeviceIdSource } from './storage/device-id';
export {
  createSiteStorage,
  type SiteStorage,
  type SiteStorageBackends,
} from './storage/site-storage';

// RTK Query base API, root reducer, store
export {
  callArgs,
  SITE_TAG_TYPES,
  siteApi,
  siteBaseQuery,
  type SignOutCleanup,
  type SiteExtra,
  type SiteQueryArgs,
  type SiteTagType,
} from './state/site-api';
export {
  createSiteStore,
  rootReducer,
  useSiteDispatch,
  useSiteSelector,
  useSiteStore,
  type CreateSiteStoreOptions,
  type LazyLoadedSlices,
  type SiteDispatch,
  type SiteRootState,
  type SiteStore,
} from './state/store';

// The one session: sign in, restore, sign out, and the session's own data (ADR 0064)
export {
  dropPasswordChange,
  holdForPasswordChange,
  restoreSession,
  signIn,
  signOut,
  type SessionAnswer,
  type SessionResult,
  type SiteThunk,
} from './session/session';
export {
  decodeBalance,
  decodeMemberInfo,
  selectDisplayedBalance,
  sessionApi,
  useMemberInfoQuery,
  useWalletBalanceQuery,
  type BalanceData,
  type MemberInfoData,
} from './session/session-api';

// The merchant's own data: settings, whitelabel tree, templates, permission status (ADR 0190)
export {
  decodePermissionStatus,
  decodeSitePermission,
  decodeSiteSettings,
  decodeSiteTemplates,
  MERCHANT_ENDPOINTS,
  merchantApi,
  selectCurrencyFormat,
  selectCustomerServiceEntries,
  selectRegExp,
  selectResources,
  selectSitePermission,
  selectSiteSettings,
  selectSiteTemplates,
  selectSmsProvider,
  selectWhitelabelTree,
  usePermissionStatusQuery,
  useSitePermissionQuery,
  useSiteSettingsQuery,
  useSiteTemplatesQuery,
  type CurrencyFormat,
  type PermissionStatus,
  type SitePermission,
  type SiteSettings,
  type SiteTemplates,
} from './session/merchant-api';

// Site state (the session's facts)
export {
  initialSiteState,
  siteActions,
  siteSlice,
  type CurrencyPosition,
  type SiteState,
  type VipState,
} from './state/site-slice';
export {
  AGENT_KINDS,
  AGENT_CENTRE_KINDS,
  AGENT_MENU_KINDS,
  NO_MESSAGE_LOADING,
  roleOf,
  selectHasAgentCentre,
  selectIsAgent,
  selectIsAgentKind,
  selectIsTrial,
  selectLoadsConsolidatedData,
  selectLoadsMessages,
  selectLoggedIn,
  selectMemberInfo,
  selectRole,
  selectShowsAgentMenu,
  selectSite,
  selectVipProgress,
  TRIAL_KIND,
  vipProgressOf,
  type SiteRole,
  type WithSite,
} from './state/selectors';

// Launch guards shared by game and lottery entry points
export { launchRefusal, type LaunchRefusal, type LaunchRefusalInput } from './rules/launch-rules';
export {
  CONTACT_RESOURCE_TYPES,
  ONLINE_CHAT_TYPE,
  SCRIPT_CS_TYPES,
  contactResources,
  customerServiceAt,
  customerServiceEntriesOf,
  customerServiceFor,
  customerServiceLink,
  isOnlineChatEntry,
  needsCustomerServiceScript,
  type ContactResourceType,
} from './rules/customer-service-rules';

// Timing and formatting
export {
  createBalanceRefresher,
  rateLimit,
  throttle,
  TIMING,
  type Cancellable,
} from './timing/timing';
export { formatMoney, moneyLocale, type MoneyFormat } from './format/money';
export {
  formatAmountOrDash,
  useMoneyFormat,
  type SiteMoneyFormat,
} from './format/use-money-format';
export { DATE_FORMAT, DATE_TIME_FORMAT, dateRange, END_OF_DAY_MS, formatDate } from './format/date';
