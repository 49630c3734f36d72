import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGames, stubLaunchWindow } from '../test/harness';
import { listsRooms } from '../rules/popup-list-rules';
import { GameListDialog } from './game-list-dialog';
import { GamesHomeSection } from './games-home-section';

const sandbox = setupSandbox();

afterEach(() => {
  vi.unstubAllGlobals();
});

const dialog = () => screen.getByRole('dialog', { name: 'Game list' });
const tiles = () => within(dialog()).queryAllByRole('article');
const names = () => tiles().map((tile) => tile.getAttribute('aria-label'));
const listCalls = (operation: string) =>
  sandbox.calls.filter((call) => call.endsWith(`/wps/relay/${operation}`));

describe('section 2 "Game popup list: 10 per page"', { timeout: 40_000 }, () => {
  it('a live vendor lists its rooms (GLS2_roomList); other vendors a game list page', () => {
    expect(listsRooms({ gameType: 'LIVE' })).toBe(true);
    expect(listsRooms({ gameType: 'live' })).toBe(true);
    expect(listsRooms({ gameType: 'RNG' })).toBe(false);
    expect(listsRooms({ gameType: 'FISH' })).toBe(false);
    expect(listsRooms({})).toBe(false);
  });

  it("a vendor's games, 10 a page from GCSGAME_gameList (pageSize 10), with numbered pages", async () => {
    const rendered = await renderGames(
      <GameListDialog
        vendor={{ accountTypeName: 'PG', displayName: 'PG Slots', gameType: 'RNG' }}
        onClose={() => undefined}
      />,
    );
    await waitFor(() => expect(tiles()).toHaveLength(10));
    expect(within(dialog()).getByRole('list', { name: 'PG Slots games' })).toBeInTheDocument();
    const first = names();
    const pages = within(dialog()).getByRole('navigation', { name: 'Game pages' });
    await rendered.user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()[0]).not.toBe(first[0]));
    expect(tiles()).toHaveLength(10);
    expect(names().some((name) => first.includes(name))).toBe(false);
    expect(listCalls('GCSGAME_gameList').length).toBeGreaterThanOrEqual(2);
    expect(listCalls('GLS2_roomList')).toEqual([]);
  });

  it("a live vendor's 12 rooms: 10 on the first page and 2 on the second, one GLS2_roomList call", async () => {
    const rendered = await renderGames(
      <GameListDialog
        vendor={{ accountTypeName: 'DG', displayName: 'DG Live', gameType: 'LIVE' }}
        onClose={() => undefined}
      />,
    );
    await waitFor(() => expect(tiles()).toHaveLength(10));
    const pages = within(dialog()).getByRole('navigation', { name: 'Game pages' });
    await rendered.user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(listCalls('GLS2_roomList')).toHaveLength(1);
    expect(listCalls('GCSGAME_gameList')).toEqual([]);
  });

  it('a game of the list plays through the launch module (a signed-in player lands on the game url)', async () => {
    const window = stubLaunchWindow();
    const rendered = await renderGames(
      <GameListDialog
        vendor={{ accountTypeName: 'DG', displayName: 'DG Live', gameType: 'LIVE' }}
        onClose={() => undefined}
      />,
      { account: 'player01' },
    );
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    const first = tiles()[0] as HTMLElement;
    await rendered.user.click(within(first).getByRole('button', { name: /^Play / }));
    await waitFor(() =>
      expect(window.replace).toHaveBeenCalledWith(expect.stringMatching(/^\/res\/play\/\d+\?/)),
    );
  });

  it("a home tile's vendor opens its list; More goes to the category page; Close closes", async () => {
    const rendered = await renderGames(<GamesHomeSection />);
    const fishing = await screen.findByRole('heading', { level: 3, name: 'Fishing' });
    const tile = fishing.closest('li') as HTMLElement;
    await waitFor(() => expect(within(tile).getAllByRole('button')).toHaveLength(3));
    const vendor = within(tile).getAllByRole('button')[0] as HTMLElement;
    const vendorName = vendor.textContent ?? '';
    await rendered.user.click(vendor);
    await waitFor(() => expect(tiles()).toHaveLength(10));
    expect(within(dialog()).getByRole('list', { name: `${vendorName} games` })).toBeVisible();
    // The footer's Close (the header has the dialog's own close button too).
    const closes = within(dialog()).getAllByRole('button', { name: 'Close' });
    await rendered.user.click(closes[closes.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await rendered.user.click(vendor);
    await screen.findByRole('dialog', { name: 'Game list' });
    await rendered.user.click(within(dialog()).getByRole('button', { name: `More ${vendorName}` }));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/fish'));
    expect(rendered.router.state.location.search).toMatch(/^\?page=\w+$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
