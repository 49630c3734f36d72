/**
 * @site/api-core/testing: helpers for feature tests and stories. Pair them with the sandbox's MSW
 * handlers (`@site/sandbox-api/msw`) so every package mocks the platform the same way.
 */
import type { FlagMap } from '@site/theme/flags';
import { createClient, type ClientOptions, type SiteClient } from '../client/http-client';
import { memoryCookieJar } from '../storage/cookies';
import { memoryStorage } from '../storage/memory-storage';
import { createSiteStorage, type SiteStorage } from '../storage/site-storage';
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
  flags?: FlagMap;
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
  if (options.flags) store.dispatch(siteActions.flagsSet(options.flags));
  if (options.site) store.dispatch(siteActions.siteValuesSet(options.site));
  return { store, client, storage };
}
