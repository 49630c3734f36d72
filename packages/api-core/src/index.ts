// The public entry of @site/api-core: the HTTP client, storage, and (below) policy, state and helpers.
// The catalogue, cipher, websocket and testing helpers have their own subpaths.
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
export { createSiteStorage, type SiteStorage, type SiteStorageBackends } from './storage/site-storage';
