import { describe, expect, it } from 'vitest';
import { documentCookieJar, memoryCookieJar } from './cookies';
import { COOKIES, DEVICE_ID_LENGTH, LOCAL_KEYS, SESSION_KEYS } from './keys';
import { memoryStorage } from './memory-storage';
import { createSiteStorage } from './site-storage';

function setup(createDeviceId?: () => string) {
  const session = memoryStorage();
  const local = memoryStorage();
  const cookies = memoryCookieJar();
  const storage = createSiteStorage({
    session,
    local,
    cookies,
    ...(createDeviceId ? { createDeviceId } : {}),
  });
  return { session, local, cookies, storage };
}

describe('typed storage keys', () => {
  it('covers every session and local key of section 3', () => {
    for (const key of [
      'token',
      'isAgent',
      'account',
      'nickname',
      'memberLabel',
      'customerId',
      'username',
      'toUpline',
      'loginInfo',
      'cpw',
      'hasFreePlay',
      'jackpot',
      'merchant',
      'permission',
      'setShowReg',
      'settings',
    ]) {
      expect(SESSION_KEYS).toContain(key);
    }
    for (const key of [
      'merchantCode',
      'hisLang',
      'source',
      'tid',
      'currency',
      'templates',
      'shellSet',
      'raffleData',
      'registerMessageTemplate',
    ]) {
      expect(LOCAL_KEYS).toContain(key);
    }
  });

  it('keeps the token as the raw string and objects as JSON', () => {
    const { storage, session, local } = setup();
    storage.setSession('token', 'abc.def');
    storage.setSession('permission', { maintenance: true, regionRestriction: false });
    storage.setSession('isAgent', 4);
    storage.setLocal('shellSet', { loginPop: true });
    expect(session.getItem('token')).toBe('abc.def');
    expect(storage.token()).toBe('abc.def');
    expect(storage.getSession('permission')).toEqual({
      maintenance: true,
      regionRestriction: false,
    });
    expect(storage.getSession('isAgent')).toBe(4);
    expect(storage.getLocal('shellSet')).toEqual({ loginPop: true });
    expect(local.getItem('shellSet')).toBe('{"loginPop":true}');
  });
});

describe('device id', () => {
  it('is 36 characters, stored locally and in a cookie for 365 days', async () => {
    const { storage, local, cookies } = setup();
    const id = await storage.deviceId();
    expect(id).toHaveLength(DEVICE_ID_LENGTH);
    expect(DEVICE_ID_LENGTH).toBe(36);
    expect(local.getItem('deviceId')).toBe(id);
    expect(cookies.get('deviceId')).toBe(id);
    expect(cookies.lifetimeOf('deviceId')).toBe(365);
    expect(await storage.deviceId()).toBe(id);
  });

  it('comes back from the cookie when local storage was cleared', async () => {
    const { storage, local } = setup();
    const id = await storage.deviceId();
    storage.clearOnLogout();
    expect(local.getItem('deviceId')).toBeNull();
    expect(await storage.deviceId()).toBe(id);
    expect(local.getItem('deviceId')).toBe(id);
  });

  it('refuses a generator that does not give 36 characters', async () => {
    const { storage } = setup(() => 'short');
    await expect(storage.deviceId()).rejects.toThrow(/36/);
  });

  it('asks the chain once for calls made together, and keeps what it answered', async () => {
    let calls = 0;
    const storage = createSiteStorage({
      session: memoryStorage(),
      local: memoryStorage(),
      cookies: memoryCookieJar(),
      deviceIdSources: [
        {
          name: 'library',
          hex: async () => {
            calls += 1;
            return 'ab'.repeat(16);
          },
        },
      ],
    });
    const [a, b] = await Promise.all([storage.deviceId(), storage.deviceId()]);
    expect(a).toBe('abababab-abab-abab-abab-abababababab');
    expect(b).toBe(a);
    expect(await storage.deviceId()).toBe(a);
    expect(calls).toBe(1);
  });
});

describe('login-box cookies', () => {
  it('keeps remember-me and last user for 1 day', () => {
    const { storage, cookies } = setup();
    storage.setRememberMe('1');
    storage.setLastUser('player01');
    expect(storage.rememberMe()).toBe('1');
    expect(storage.lastUser()).toBe('player01');
    expect(cookies.lifetimeOf('rememberMe')).toBe(1);
    expect(cookies.lifetimeOf('lastUser')).toBe(1);
  });

  it('writes Max-Age in seconds to document.cookie: 365 days and 1 day', () => {
    const written: string[] = [];
    const doc = {
      location: { protocol: 'https:' },
      get cookie() {
        return 'deviceId=abc; lastUser=p%201';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const jar = documentCookieJar(doc);
    jar.set(COOKIES.deviceId.name, 'x', COOKIES.deviceId.days);
    jar.set(COOKIES.lastUser.name, 'y', COOKIES.lastUser.days);
    expect(written[0]).toContain('Max-Age=31536000');
    expect(written[1]).toContain('Max-Age=86400');
    expect(written[0]).toContain('Secure');
    expect(jar.get('lastUser')).toBe('p 1');
  });

  it.each(['%', '%E0%A4%A', 'a%zz', '%%41'])(
    'a malformed cookie %j never throws: it reads as written',
    (raw) => {
      const jar = documentCookieJar({ cookie: `junk=%; lastUser=${raw}` } as unknown as Document);
      expect(() => jar.get('lastUser')).not.toThrow();
      expect(jar.get('lastUser')).toBe(raw);
    },
  );
});

describe('logout clearing rule', () => {
  it('clears session storage except the merchant code and local storage except source', () => {
    const { storage, session, local } = setup();
    storage.setSession('token', 't');
    storage.setSession('merchant', 'M001');
    storage.setSession('isAgent', 1);
    session.setItem('somethingElse', '1');
    storage.setLocal('merchantCode', 'M001');
    storage.setLocal('source', 'agent');
    storage.setLocal('hisLang', 'EN');
    storage.setLocal('raffleData', { promotionId: 1, raffleScheduleId: 2 });
    storage.clearOnLogout();
    expect(session.length).toBe(1);
    expect(storage.getSession('merchant')).toBe('M001');
    expect(storage.token()).toBeUndefined();
    expect(storage.getLocal('source')).toBe('agent');
    expect(storage.merchantCode()).toBe('M001');
    expect(storage.getLocal('hisLang')).toBeUndefined();
    expect(storage.getLocal('raffleData')).toBeUndefined();
    expect(local.length).toBe(2);
  });
});
