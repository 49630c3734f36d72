import { describe, expect, it } from 'vitest';
import { resolveMerchant } from './resolve-merchant';

const base = {
  stored: null,
  hostname: 'www.example.com',
  domainMerchants: { 'aurum.localhost': 'aurum', 'lumen-lotto.com': 'lumen' },
  available: ['default', 'aurum', 'lumen'],
  fixed: null,
};

describe('resolveMerchant', () => {
  it('takes local storage first', () => {
    expect(resolveMerchant({ ...base, stored: 'lumen', hostname: 'aurum.localhost' })).toEqual({
      merchantCode: 'lumen',
      themeCode: 'lumen',
      source: 'storage',
    });
  });

  it('then the domain map, including sub-domains', () => {
    expect(resolveMerchant({ ...base, hostname: 'aurum.localhost' }).merchantCode).toBe('aurum');
    expect(resolveMerchant({ ...base, hostname: 'm.lumen-lotto.com' })).toEqual({
      merchantCode: 'lumen',
      themeCode: 'lumen',
      source: 'domain',
    });
  });

  it('then the default', () => {
    expect(resolveMerchant(base)).toEqual({
      merchantCode: 'default',
      themeCode: 'default',
      source: 'default',
    });
  });

  it('dresses a merchant without its own theme in the default theme, keeping its code', () => {
    expect(resolveMerchant({ ...base, stored: 'acme' })).toEqual({
      merchantCode: 'acme',
      themeCode: 'default',
      source: 'storage',
    });
  });

  it('ignores a malformed stored code', () => {
    expect(resolveMerchant({ ...base, stored: '<script>' }).source).toBe('default');
  });

  it('always uses the merchant a one-skin build is fixed to', () => {
    expect(
      resolveMerchant({
        ...base,
        available: ['aurum'],
        fixed: 'aurum',
        stored: 'lumen',
        hostname: 'lumen-lotto.com',
      }),
    ).toEqual({ merchantCode: 'aurum', themeCode: 'aurum', source: 'build' });
  });
});
