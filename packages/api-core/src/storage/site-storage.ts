import { type CookieJar, documentCookieJar, memoryCookieJar } from './cookies';
import type { DeviceIdSource } from './device-id';
import {
  COOKIES,
  DEVICE_ID_LENGTH,
  KEPT_ON_LOGOUT,
  RAW_STRING_KEYS,
  type LocalKey,
  type LocalValues,
  type SessionKey,
  type SessionValues,
} from './keys';
import { memoryStorage } from './memory-storage';
import { randomDeviceId } from './random-device-id';

export interface SiteStorageBackends {
  session?: Storage;
  local?: Storage;
  cookies?: CookieJar;
  /**
   * The device id chain before the last resort (ADR 0191). Default: the fingerprint library, then
   * the browser traits, when the browser's own storage is used; none otherwise (tests, Node).
   */
  deviceIdSources?: readonly DeviceIdSource[];
  /** The last resort of the chain: a 36-character id (default: a random UUID). */
  createDeviceId?: () => string;
}

/** Typed access to the session and local keys of section 3, the device id and the login cookies. */
export interface SiteStorage {
  getSession<K extends SessionKey>(key: K): SessionValues[K] | undefined;
  setSession<K extends SessionKey>(key: K, value: SessionValues[K]): void;
  removeSession(key: SessionKey): void;
  getLocal<K extends LocalKey>(key: K): LocalValues[K] | undefined;
  setLocal<K extends LocalKey>(key: K, value: LocalValues[K]): void;
  removeLocal(key: LocalKey): void;
  /**
   * The token the client sends: session storage's, else one held in memory for a forced password
   * change (ADR 0065). Signed in means a token in session storage (`storedToken`).
   */
  token(): string | undefined;
  /** The token in session storage only: what a reload finds (account-access.md section 4). */
  storedToken(): string | undefined;
  /** Keeps a token in memory only, never in storage (a login that must change its password first). */
  holdToken(token: string): void;
  /** Drops the held token (the change was abandoned, or the session is signed in now). */
  dropHeldToken(): void;
  /** The merchant code from local storage. */
  merchantCode(): string | undefined;
  /**
   * The 36-character device id: local storage, else the cookie, else a new one from the chain (the
   * fingerprint library, then a second source, then a random UUID), saved in both for 365 days.
   */
  deviceId(): Promise<string>;
  rememberMe(): string | undefined;
  setRememberMe(value: string): void;
  lastUser(): string | undefined;
  setLastUser(username: string): void;
  /** Logout rule: session cleared except the merchant code, local cleared except `source` (and the merchant code). */
  clearOnLogout(): void;
  readonly cookies: CookieJar;
}

function read(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  if (RAW_STRING_KEYS.has(key)) return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  storage.setItem(
    key,
    typeof value === 'string' && RAW_STRING_KEYS.has(key) ? value : JSON.stringify(value),
  );
}

function clearExcept(storage: Storage, kept: readonly string[]): void {
  const saved = kept.map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  for (const [key, value] of saved) if (value !== null) storage.setItem(key, value);
}

/** Web Storage can throw (blocked cookies, sandboxed frames): fall back to memory then. */
function webStorage(pick: () => Storage): Storage {
  try {
    const storage = pick();
    storage.getItem('merchantCode');
    return storage;
  } catch {
    return memoryStorage();
  }
}

function browserBackends(): Required<
  Omit<SiteStorageBackends, 'createDeviceId' | 'deviceIdSources'>
> {
  const hasWindow = typeof window !== 'undefined' && typeof document !== 'undefined';
  return {
    session: hasWindow ? webStorage(() => window.sessionStorage) : memoryStorage(),
    local: hasWindow ? webStorage(() => window.localStorage) : memoryStorage(),
    cookies: hasWindow ? documentCookieJar(document) : memoryCookieJar(),
  };
}

export function createSiteStorage(backends: SiteStorageBackends = {}): SiteStorage {
  const defaults =
    backends.session && backends.local && backends.cookies ? undefined : browserBackends();
  const session = backends.session ?? defaults?.session ?? memoryStorage();
  const local = backends.local ?? defaults?.local ?? memoryStorage();
  const cookies = backends.cookies ?? defaults?.cookies ?? memoryCookieJar();
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
  const browserChain = inBrowser && !backends.session && !backends.local;
  // The chain is a chunk of its own, asked for the first time a call needs an id and none is
  // stored: most pages never need it, and it is not part of the site's first load (ADR 0228).
  // A chunk that cannot be loaded leaves the last resort, as a chain whose sources all failed.
  const lastResort = backends.createDeviceId ?? randomDeviceId;
  let heldToken: string | undefined;
  let pendingDeviceId: Promise<string> | undefined;
  const validId = (id: string | null | undefined): id is string =>
    typeof id === 'string' && id.length === DEVICE_ID_LENGTH;
  const saveDeviceId = (id: string) => {
    if (local.getItem('deviceId') !== id) local.setItem('deviceId', id);
    if (cookies.get(COOKIES.deviceId.name) !== id)
      cookies.set(COOKIES.deviceId.name, id, COOKIES.deviceId.days);
  };

  const storage: SiteStorage = {
    cookies,
    getSession: (key) => read(session, key) as never,
    setSession: (key, value) => write(session, key, value),
    removeSession: (key) => session.removeItem(key),
    getLocal: (key) => read(local, key) as never,
    setLocal: (key, value) => write(local, key, value),
    removeLocal: (key) => local.removeItem(key),
    token: () => session.getItem('token') ?? heldToken,
    storedToken: () => session.getItem('token') ?? undefined,
    holdToken(token) {
      heldToken = token;
    },
    dropHeldToken() {
      heldToken = undefined;
    },
    merchantCode: () => local.getItem('merchantCode') ?? undefined,
    deviceId() {
      const stored = local.getItem('deviceId');
      const cookie = cookies.get(COOKIES.deviceId.name);
      const known = validId(stored) ? stored : validId(cookie) ? cookie : undefined;
      if (known) {
        saveDeviceId(known);
        return Promise.resolve(known);
      }
      // One chain at a time: a login and a registration sent together get the same id.
      pendingDeviceId ??= import('./device-id')
        .then(
          (chain) =>
            chain.deviceIdFromChain(
              backends.deviceIdSources ?? (browserChain ? chain.BROWSER_DEVICE_ID_SOURCES : []),
              { fallback: lastResort },
            ),
          () => lastResort(),
        )
        .then((id) => {
          if (!validId(id)) throw new Error(`A device id has ${DEVICE_ID_LENGTH} characters`);
          saveDeviceId(id);
          return id;
        })
        .finally(() => {
          pendingDeviceId = undefined;
        });
      return pendingDeviceId;
    },
    rememberMe: () => cookies.get(COOKIES.rememberMe.name),
    setRememberMe: (value) => cookies.set(COOKIES.rememberMe.name, value, COOKIES.rememberMe.days),
    lastUser: () => cookies.get(COOKIES.lastUser.name),
    setLastUser: (username) => cookies.set(COOKIES.lastUser.name, username, COOKIES.lastUser.days),
    clearOnLogout() {
      heldToken = undefined;
      clearExcept(session, KEPT_ON_LOGOUT.session);
      clearExcept(local, KEPT_ON_LOGOUT.local);
    },
  };
  return storage;
}
