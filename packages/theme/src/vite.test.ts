// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverMerchants, merchantsModuleSource, merchantTable, parseDomainList } from './vite';

function workspace(themes: Record<string, object>) {
  const root = mkdtempSync(path.join(tmpdir(), 'site-themes-'));
  for (const [folder, pkg] of Object.entries(themes)) {
    mkdirSync(path.join(root, 'themes', folder), { recursive: true });
    writeFileSync(path.join(root, 'themes', folder, 'package.json'), JSON.stringify(pkg));
  }
  return root;
}

const theme = (merchant: string, domains?: string[]) => ({
  name: `@site/theme-${merchant}`,
  exports: { '.': './src/index.ts' },
  site: { kind: 'theme', merchant, ...(domains && { domains }) },
});

describe('discoverMerchants', () => {
  it('finds every themes/* package marked as a theme, default first', () => {
    const root = workspace({
      lumen: theme('lumen'),
      default: theme('default'),
      demo: theme('demo', ['demo.example']),
      notes: { name: 'notes' },
    });
    const found = discoverMerchants(root);
    expect(found.map((m) => m.code)).toEqual(['default', 'demo', 'lumen']);
    expect(found[1]?.entry).toBe(path.join(root, 'themes/demo/src/index.ts'));
    expect(found[1]?.domains).toEqual(['demo.example']);
  });
});

describe('merchantsModuleSource', () => {
  const root = workspace({ default: theme('default'), aurum: theme('aurum', ['gold.example']) });
  const merchants = discoverMerchants(root);

  it('gives each merchant its own dynamic import and the domain map', () => {
    const source = merchantsModuleSource(merchants, undefined, {
      'x.example': 'aurum',
      'y.example': 'nobody',
    });
    expect(source).toContain('export const merchantCodes = ["default","aurum"]');
    expect(source).toContain(
      `"aurum": () => import(${JSON.stringify(path.join(root, 'themes/aurum/src/index.ts'))})`,
    );
    expect(source).toContain('"gold.example":"aurum"');
    expect(source).toContain('"x.example":"aurum"');
    expect(source).not.toContain('y.example');
  });

  it('builds a single merchant when one is fixed, and refuses an unknown one', () => {
    const source = merchantsModuleSource(merchants, 'aurum');
    expect(source).toContain('export const merchantCodes = ["aurum"]');
    expect(source).toContain('export const fixedMerchant = "aurum"');
    expect(source).not.toContain('themes/default');
    expect(() => merchantsModuleSource(merchants, 'ghost')).toThrow(/new-merchant ghost/);
  });
});

describe('merchantTable', () => {
  const root = workspace({ default: theme('default'), aurum: theme('aurum', ['Gold.example']) });
  const merchants = discoverMerchants(root);

  it('lists what virtual:site-merchants serves, for the plugins that need the same list', () => {
    const all = merchantTable(merchants, undefined, { 'x.example': 'aurum' });
    expect(all.merchantCodes).toEqual(['default', 'aurum']);
    expect(all.fixedMerchant).toBeNull();
    expect(all.domainMerchants).toEqual({ 'gold.example': 'aurum', 'x.example': 'aurum' });
    const one = merchantTable(merchants, 'aurum');
    expect(one.included.map((m) => m.code)).toEqual(['aurum']);
    expect(one.fixedMerchant).toBe('aurum');
  });
});

describe('parseDomainList', () => {
  it('reads host=merchant pairs', () => {
    expect(parseDomainList(' A.example=aurum, b.example = lumen,broken')).toEqual({
      'a.example': 'aurum',
      'b.example': 'lumen',
    });
  });
});
