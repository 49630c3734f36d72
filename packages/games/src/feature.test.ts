import { SUPPORTED_LANGUAGES, loadMessages, registerNamespace } from '@site/i18n';
import { findTranslationProblems } from '@site/i18n/testing';
import { describe, expect, it } from 'vitest';
import { gamesFeature } from './feature';
import { gamesNamespace } from './i18n/games-i18n';

describe('games feature object', () => {
  it('owns the slot lobby, the ten category pages (public), /seamless (real account) and /trial', () => {
    const routes = Object.fromEntries(
      (gamesFeature.routes ?? []).map((route) => [route.path, route.access]),
    );
    expect(routes).toEqual({
      electron: 'public',
      lott: 'public',
      elott: 'public',
      rng: 'public',
      pvp: 'public',
      casino: 'public',
      fish: 'public',
      sports: 'public',
      arcade: 'public',
      table: 'public',
      live: 'public',
      seamless: 'realAccount',
      trial: 'public',
    });
    expect(routes).not.toHaveProperty('lottery');
  });

  it('lists no endpoints: they load with the lobby, the pages and the home sections (ADR 0158)', () => {
    expect('endpoints' in gamesFeature).toBe(false);
  });

  it('contributes its dialogs, home sections and links', () => {
    expect(gamesFeature.dialogs?.map((dialog) => dialog.ref.id)).toEqual([
      'games-notice',
      'games-recommended',
    ]);
    expect(gamesFeature.homeSections?.map((section) => section.id)).toEqual(['games', 'winners']);
    expect(gamesFeature.links.deposit.optional).toBe(false);
    expect(gamesFeature.links.lottery.optional).toBe(true);
  });

  it('loads every lazy route, dialog and home section', async () => {
    for (const route of gamesFeature.routes ?? [])
      expect((await route.lazy()).Component).toBeTypeOf('function');
    for (const dialog of gamesFeature.dialogs ?? [])
      expect((await dialog.lazy()).Component).toBeTypeOf('function');
    for (const section of gamesFeature.homeSections ?? [])
      expect((await section.lazy()).Component).toBeTypeOf('function');
  });

  it('has every key in all six languages with the same placeholders', async () => {
    registerNamespace(gamesNamespace);
    const byLanguage = Object.fromEntries(
      await Promise.all(
        SUPPORTED_LANGUAGES.map(async (lng) => [lng, await loadMessages('games', lng)] as const),
      ),
    );
    expect(Object.keys(byLanguage)).toEqual(['CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
    expect(findTranslationProblems(byLanguage)).toEqual([]);
  });
});
