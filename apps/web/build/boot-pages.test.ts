// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bootPages, pageForHost, parseBootFramesConf } from './boot-pages';

describe('bootPages', () => {
  const table = {
    merchantCodes: ['default', 'aurum', 'lumen'],
    domainMerchants: {
      'gold.example': 'aurum',
      'lumen.localhost': 'lumen',
      'acme.example': 'acme',
    },
    fixedMerchant: null,
  };

  it('gives the default merchant index.html and every other theme a page of its own', () => {
    expect(bootPages(table).pages).toEqual({
      default: 'index.html',
      aurum: 'index-aurum.html',
      lumen: 'index-lumen.html',
    });
  });

  it('maps each host (and its sub-domains) to its merchant’s page; a merchant with no theme gets index.html; only host names reach nginx', () => {
    const hosts = parseBootFramesConf(bootPages(table).map);
    expect(hosts).toEqual({
      'gold.example': '/index-aurum.html',
      'lumen.localhost': '/index-lumen.html',
    });
    expect(pageForHost(hosts, 'm.gold.example')).toBe('/index-aurum.html');
    expect(pageForHost(hosts, 'lumen.localhost')).toBe('/index-lumen.html');
    expect(pageForHost(hosts, 'acme.example')).toBe('/index.html');
    expect(pageForHost(hosts, '127.0.0.1')).toBe('/index.html');
  });

  it('a one-skin build has one page and no map entries', () => {
    const one = bootPages({ ...table, merchantCodes: ['aurum'], fixedMerchant: 'aurum' });
    expect(one.pages).toEqual({ aurum: 'index.html' });
    expect(parseBootFramesConf(one.map)).toEqual({});
  });
});
