import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { defineNamespace, eagerNamespace, registerNamespace } from './registry';
import {
  LANGUAGE_STORAGE_KEY,
  createSiteI18n,
  getCurrentLanguage,
  onLanguageChange,
} from './site-i18n';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('createSiteI18n', () => {
  it('starts in CN with the shared namespaces loaded', async () => {
    const site = await createSiteI18n({ storage: memoryStorage() });
    expect(site.language()).toBe('CN');
    expect(site.i18n.t('errors:in_sorry_in')).toBe('抱歉，请先登录');
    expect(site.i18n.t('ok')).toBe('确定');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('restores the saved hisLang and ignores one the merchant does not offer', async () => {
    expect((await createSiteI18n({ storage: memoryStorage({ hisLang: 'JA' }) })).language()).toBe(
      'JA',
    );
    const lumenLike = await createSiteI18n({
      storage: memoryStorage({ hisLang: 'JA' }),
      supportedLanguages: ['TH', 'EN'],
      defaultLanguage: 'TH',
    });
    expect(lumenLike.language()).toBe('TH');
  });

  it('saves the choice, follows with html lang and dayjs, and tells listeners', async () => {
    const storage = memoryStorage();
    const site = await createSiteI18n({ storage });
    const global = vi.fn();
    const local = vi.fn();
    const off = onLanguageChange(global);
    site.onLanguageChange(local);

    await site.changeLanguage('VI');

    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('VI');
    expect(document.documentElement.lang).toBe('vi');
    expect(dayjs.locale()).toBe('vi');
    expect(dayjs('2026-01-05').format('dddd')).toBe('thứ hai');
    expect(site.i18n.t('errors:code_sent')).toBe('Đã gửi mã xác minh');
    expect(getCurrentLanguage()).toBe('VI');
    expect(global).toHaveBeenCalledWith('VI', 'CN');
    expect(local).toHaveBeenCalledWith('VI', 'CN');
    off();
    await site.changeLanguage('EN');
    expect(global).toHaveBeenCalledTimes(1);
    await expect(site.changeLanguage('XX' as 'EN')).rejects.toThrow(/not offered/);
  });

  it('loads a registered feature namespace only when asked, one language at a time', async () => {
    const load = vi.fn(async (lng: string) => ({ default: { title: `games-${lng}` } }));
    registerNamespace(defineNamespace('gamesTest', load));
    const site = await createSiteI18n({ storage: memoryStorage({ hisLang: 'EN' }) });
    expect(load).not.toHaveBeenCalled();
    await site.i18n.loadNamespaces('gamesTest');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenLastCalledWith('EN');
    expect(site.i18n.t('gamesTest:title')).toBe('games-EN');
  });

  it('refuses a second, different definition of a registered namespace', () => {
    registerNamespace(
      eagerNamespace('dupTest', { CN: {}, TW: {}, JA: {}, EN: {}, TH: {}, VI: {} }),
    );
    expect(() => registerNamespace(defineNamespace('dupTest', () => ({})))).toThrow(
      /already registered/,
    );
  });

  it('lets the merchant copy win over shared text, and replaces it on a merchant switch', async () => {
    const site = await createSiteI18n({
      storage: memoryStorage(),
      copy: { CN: { common: { login: '进入金殿' } } },
    });
    expect(site.i18n.t('login')).toBe('进入金殿');
    expect(site.i18n.t('register')).toBe('注册');
    await site.setCopy({ CN: { common: { register: '免费开户' } } });
    expect(site.i18n.t('login')).toBe('登录');
    expect(site.i18n.t('register')).toBe('免费开户');
  });
});
