import { defineNamespace } from '@site/i18n';
import type { SiteFeature } from '@site/feature-api';
import { describe, expect, it, vi } from 'vitest';
import { warmRoute } from './warm-route';

const Page = () => null;
function feature(id: string, paths: string[], sections = 0) {
  const load = vi.fn(() => ({}));
  const lazies = paths.map(() => vi.fn(async () => ({ Component: Page })));
  const sectionLazies = Array.from({ length: sections }, () =>
    vi.fn(async () => ({ Component: Page })),
  );
  const object: SiteFeature = {
    id,
    i18n: defineNamespace(id, load),
    routes: paths.map((path, index) => ({ path, lazy: lazies[index]! })),
    homeSections: sectionLazies.map((lazy, index) => ({ id: `${id}-${index}`, lazy })),
  };
  return { object, load, lazies, sectionLazies };
}

describe('warmRoute: what the first page asks for starts before the first render', () => {
  it.each([
    ['/electron', 'games', 0],
    ['/member/depositv2', 'wallet', 0],
    ['/lottery', 'lottery', 0],
  ])('%s starts its route chunk and its messages only', (pathname, owner, index) => {
    const games = feature('games', ['/electron', 'casino']);
    const lottery = feature('lottery', ['lottery']);
    const wallet = feature('wallet', ['/member/:page']);
    const all = { games, lottery, wallet };
    warmRoute([games.object, lottery.object, wallet.object], pathname, 'TH');
    for (const [id, f] of Object.entries(all)) {
      const expected = id === owner;
      expect(f.lazies[index]!.mock.calls.length > 0, `${id} route`).toBe(expected);
      expect(f.load.mock.calls, `${id} messages`).toEqual(expected ? [['TH']] : []);
    }
  });

  it('on the home page also starts the top home section and every section owner’s messages', async () => {
    const shell = feature('shell', ['']);
    const promo = feature('promo', ['promotion'], 2);
    const games = feature('games', ['/electron'], 1);
    const { namespaces, page, homeSections } = warmRoute(
      [shell.object, promo.object, games.object],
      '/',
      'EN',
    );
    await expect(page).resolves.toEqual({ Component: Page });
    // The sections come back, for the first one's prefetch (ADR 0205).
    expect(homeSections.map(({ id }) => id)).toEqual(['promo-0', 'promo-1', 'games-0']);
    expect(namespaces.map(({ namespace }) => namespace).sort()).toEqual([
      'games',
      'promo',
      'shell',
    ]);
    expect(shell.lazies[0]).toHaveBeenCalled();
    // The top section only (ADR 0211): the home page mounts the others once it shows.
    expect(promo.sectionLazies[0]).toHaveBeenCalledOnce();
    for (const lazy of [promo.sectionLazies[1], ...games.sectionLazies])
      expect(lazy).not.toHaveBeenCalled();
    expect(promo.load).toHaveBeenCalledWith('EN');
    expect(games.load).toHaveBeenCalledWith('EN');
    expect(promo.lazies[0]).not.toHaveBeenCalled();
    expect(warmRoute([shell.object, promo.object], '/promotion', 'EN').homeSections).toEqual([]);
  });

  it.each([
    ['the first the theme names', ['games-0', 'promo-1'], 'games-0'],
    ['the first section when the theme names none of them', ['elsewhere'], 'promo-0'],
  ])('the top section is %s', (_case, order, top) => {
    const shell = feature('shell', ['']);
    const promo = feature('promo', ['promotion'], 2);
    const games = feature('games', ['/electron'], 1);
    const asked: string[] = [];
    for (const [id, f] of Object.entries({ promo, games }))
      f.sectionLazies.forEach((lazy, index) =>
        lazy.mockImplementation(async () => {
          asked.push(`${id}-${index}`);
          return { Component: Page };
        }),
      );
    const { homeSections } = warmRoute(
      [shell.object, promo.object, games.object],
      '/',
      'EN',
      order,
    );
    expect(asked).toEqual([top]);
    // The list handed back keeps the features' order; the home page orders what it shows.
    expect(homeSections.map(({ id }) => id)).toEqual(['promo-0', 'promo-1', 'games-0']);
  });

  it('a page in the site layout also starts the messages of the header’s entries; a bare page does not', () => {
    const nav = (id: string) => {
      const f = feature(id, []);
      f.object = { ...f.object, navigation: [{ id, labelKey: `nav_${id}`, to: `/${id}` }] };
      return f;
    };
    const games = nav('games');
    const promo = nav('promo');
    const auth = feature('auth', []);
    auth.object = {
      ...auth.object,
      routes: [
        { path: 'login', layout: 'bare', lazy: async () => ({ Component: Page }) },
        { path: 'register', lazy: async () => ({ Component: Page }) },
      ],
    };
    const features = [auth.object, games.object, promo.object];
    expect(warmRoute(features, '/login', 'VI').namespaces.map((n) => n.namespace)).toEqual([
      'auth',
    ]);
    expect(games.load).not.toHaveBeenCalled();
    const site = warmRoute(features, '/register', 'VI').namespaces.map((n) => n.namespace);
    expect(site.sort()).toEqual(['auth', 'games', 'promo']);
    expect(games.load).toHaveBeenCalledWith('VI');
    expect(promo.load).toHaveBeenCalledWith('VI');
  });

  it('starts nothing for an unknown path (the not-found page is in the shell)', () => {
    const games = feature('games', ['/electron'], 1);
    expect(warmRoute([games.object], '/nowhere', 'CN').page).toBeUndefined();
    expect(games.lazies[0]).not.toHaveBeenCalled();
    expect(games.sectionLazies[0]).not.toHaveBeenCalled();
    expect(games.load).not.toHaveBeenCalled();
  });
});
