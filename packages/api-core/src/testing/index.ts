/**
 * @site/api-core/testing: helpers for feature tests and stories. Pair them with the sandbox's MSW
 * handlers (`@site/sandbox-api/msw`) so every package mocks the platform the same way.
 */
import type { FlagMap } from '@site/theme/flags';
import { createClient, type ClientOptions, type SiteClient } from '../client/http-client';
import { memoryCookieJar } from '../storage/cookies';
import { memoryStorage } from '../storage/memory-storage';
import { createSiteStorage, type SiteStorage } from '../storage/site-storage';
import { decodeSitePermission, decodeSiteSettings, merchantApi } from '../session/merchant-api';
import { siteActions, type SiteState } from '../state/site-slice';
import { createSiteStore, type SiteStore } from '../state/store';

/** A success envelope as the platform answers. */
export function envelope<T>(value: T): {
  success: true;
  value: T;
  errorCode: null;
  message: null;
  status: 200;
} {
  return { success: true, value, errorCode: null, message: null, status: 200 };
}

/** A failure envelope. */
export function envelopeError(
  errorCode: string,
  message = errorCode,
  value: unknown = null,
): { success: false; value: unknown; errorCode: string; message: string; status: 200 } {
  return { success: false, value, errorCode, message, status: 200 };
}

export interface TestSessionOptions {
  merchantCode?: string;
  token?: string;
  isAgent?: number;
  language?: string;
}

/** Storage in memory with a merchant code and, optionally, a logged-in session. */
export function createTestStorage(options: TestSessionOptions = {}): SiteStorage {
  const storage = createSiteStorage({
    session: memoryStorage(),
    local: memoryStorage(),
    cookies: memoryCookieJar(),
  });
  storage.setLocal('merchantCode', options.merchantCode ?? 'TEST');
  if (options.language) storage.setLocal('hisLang', options.language);
  if (options.token) storage.setSession('token', options.token);
  if (options.isAgent !== undefined) storage.setSession('isAgent', options.isAgent);
  return storage;
}

export interface TestStoreOptions extends TestSessionOptions {
  /** Defaults to http://localhost so MSW in Node can match absolute URLs. */
  baseUrl?: string;
  client?: Partial<ClientOptions>;
  /** Flags as the server's whitelabel tree would set them (seeded in the merchant cache). */
  flags?: FlagMap;
  /** A consolidated-settings answer, decoded into the merchant cache as if the platform sent it. */
  settings?: unknown;
  /** A permission answer (whitelabel tree, CDNs, SMS provider); `flags` are added to its tree. */
  permission?: Record<string, unknown>;
  site?: Partial<SiteState>;
}

/** A store wired to a client over in-memory storage, with login state and flags applied. */
export function createTestSiteStore(options: TestStoreOptions = {}): {
  store: SiteStore;
  client: SiteClient;
  storage: SiteStorage;
} {
  const storage = createTestStorage(options);
  const client = createClient({
    baseUrl: options.baseUrl ?? 'http://localhost',
    storage,
    ...options.client,
  });
  const store = createSiteStore({ client });
  if (options.token) store.dispatch(siteActions.loggedIn({ isAgent: options.isAgent ?? null }));
  seedMerchantData(store, {
    ...(options.settings !== undefined ? { settings: options.settings } : {}),
    ...(options.permission ? { permission: options.permission } : {}),
    ...(options.flags ? { flags: options.flags } : {}),
  });
  if (options.site) store.dispatch(siteActions.siteValuesSet(options.site));
  return { store, client, storage };
}

/**
 * Puts the merchant's answers into the store as if the platform had sent them (decoded by
 * api-core's own decoders): the consolidated settings, and the permission answer with `flags`
 * added to its whitelabel tree. For stories and component tests; the site loads them itself.
 */
export function seedMerchantData(
  store: SiteStore,
  data: { settings?: unknown; permission?: Record<string, unknown>; flags?: FlagMap },
): void {
  if (data.settings !== undefined) {
    const value = decodeSiteSettings(data.settings);
    store.dispatch(
      merchantApi.util.upsertQueryEntries([
        { endpointName: 'siteSettings', arg: undefined, value },
      ]),
    );
  }
  if (data.flags || data.permission) {
    const given = data.permission?.whitelabel;
    const tree = Array.isArray(given) ? given : [];
    const flagged = Object.entries(data.flags ?? {}).map(([modId, enabled]) => ({
      modId,
      enabled: enabled === true,
    }));
    const value = decodeSitePermission({ ...data.permission, whitelabel: [...tree, ...flagged] });
    store.dispatch(
      merchantApi.util.upsertQueryEntries([
        { endpointName: 'sitePermission', arg: undefined, value },
      ]),
    );
  }
}
