import * as apiCore from '@site/api-core';
import * as agentContracts from '@site/agent-contracts';
import * as chat from '@site/chat';
import * as games from '@site/games';
import * as promo from '@site/promo';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Shared server data has one owner (issue 10, ADR 0193): one package injects the endpoint over
 * each call, and everyone else reads it through that package's exported hooks or selectors.
 */
const OWNERS = [
  {
    data: 'vendor list',
    calls: ['relay.GCSGAME_gameVendor'],
    owner: 'packages/games',
    entry: games as Record<string, unknown>,
    reads: ['useGamesVendorsQuery'],
  },
  {
    data: 'consolidated funds',
    calls: ['fundsConsolidated'],
    owner: 'packages/agent-contracts',
    entry: agentContracts as Record<string, unknown>,
    reads: ['useAgentConsolidatedFundsQuery', 'reloadConsolidatedFunds'],
  },
  {
    data: 'payment confirmations',
    calls: ['relay.MCSFE_getPaymentConfirmationList'],
    owner: 'packages/agent-contracts',
    entry: agentContracts as Record<string, unknown>,
    reads: ['useAgentPaymentConfirmationsQuery', 'reloadPaymentConfirmations'],
  },
  {
    data: 'unread counts',
    calls: ['relay.CSP_unreadCount', 'relay.CBS_unreadCount'],
    owner: 'packages/chat',
    entry: chat as Record<string, unknown>,
    reads: ['useUnreadCounts'],
  },
  {
    data: 'available promotions',
    calls: ['relay.MCSFE_getAvailablePromotions', 'relay.MCSFE_getMerchantAvailablePromotions'],
    owner: 'packages/promo',
    entry: promo as Record<string, unknown>,
    reads: ['useAvailablePromotions', 'useRefreshAvailablePromotions'],
  },
  {
    data: 'member info and balance',
    calls: ['memberInfo', 'walletBalance'],
    owner: 'packages/api-core',
    entry: apiCore as Record<string, unknown>,
    reads: ['useMemberInfoQuery', 'useWalletBalanceQuery', 'selectDisplayedBalance'],
  },
  {
    data: "the merchant's settings, whitelabel tree, templates and status",
    calls: ['settingsConsolidated', 'systemWhitelabel', 'systemTemplates', 'systemStatus'],
    owner: 'packages/api-core',
    entry: apiCore as Record<string, unknown>,
    reads: [
      'selectSiteSettings',
      'selectSitePermission',
      'selectSiteTemplates',
      'useSiteSettingsQuery',
    ],
  },
] as const;

const ROOT = join(import.meta.dirname, '../../../..');

/** Every non-test source file of the feature packages and the shell. */
function sources(): { path: string; text: string }[] {
  const dirs = [
    ...readdirSync(join(ROOT, 'packages')).map((name) => join(ROOT, 'packages', name, 'src')),
    join(ROOT, 'apps/web/src'),
  ];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : walk(path);
      return /\.tsx?$/.test(entry) && !/\.(test|stories)\.tsx?$/.test(entry) ? [path] : [];
    });
  return (
    dirs
      .filter((dir) => {
        try {
          return statSync(dir).isDirectory();
        } catch {
          return false;
        }
      })
      .flatMap(walk)
      .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }))
      // The catalogue defines the calls; it fetches nothing.
      .filter(({ path }) => !path.startsWith('packages/api-core/src/catalogue/'))
  );
}

const files = sources();

/** A call named where it is fetched: `callArgs('id'`, `client.call('id'`, `catalogue['id']`. */
function namesCall(text: string, call: string): boolean {
  const id = call.replace(/[.]/g, '\\.');
  return new RegExp(`(callArgs\\(|\\.call\\(|catalogue\\[)\\s*['"]${id}['"]`).test(text);
}

describe('shared server data has one owner (ADR 0193)', () => {
  it.each(OWNERS)('$data: only $owner names its calls', ({ calls, owner }) => {
    for (const call of calls) {
      const users = files.filter(({ text }) => namesCall(text, call)).map(({ path }) => path);
      expect(users.length, call).toBeGreaterThan(0);
      expect(
        users.filter((path) => !path.startsWith(`${owner}/`)),
        call,
      ).toEqual([]);
    }
  });

  it.each(OWNERS)('$data: $owner exports what others read it through', ({ entry, reads }) => {
    for (const name of reads) expect(typeof entry[name], name).toBe('function');
  });

  it('each owner injects its endpoints once, refusing a second of the same name', () => {
    const injecting = files.filter(({ text }) => text.includes('.injectEndpoints('));
    for (const { path, text } of injecting)
      expect(text, path).toMatch(/overrideExisting:\s*'throw'/);
  });
});
