import { setupSandbox } from '@site/feature-testing/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGames, stubLaunchWindow } from '../test/harness';
import { ElectronPage } from './electron-page';

const sandbox = setupSandbox();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const grid = () => screen.getByRole('list', { name: /games$/ });
const tiles = () => within(grid()).getAllByRole('article');
const search = (rendered: { router: { state: { location: { search: string } } } }) =>
  rendered.router.state.location.search;

describe('slot lobby /electron (section 2)', { timeout: 45_000 }, () => {
  it('pagination of 40 per page; numbered pages keep their state in the URL', async () => {
    const rendered = await renderGames(<ElectronPage />, { path: '/electron' });
    await waitFor(() => expect(tiles()).toHaveLength(40));
    expect(document.title).toMatch(/^Slots \| /);
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/slot games/);
    await rendered.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(search(rendered)).toBe('?p=2'));
    await waitFor(() =>
      expect(
        sandbox.calls.filter((call) => call.endsWith('GCSGAME_gameList')).length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('vendor tabs with ?page= a vendor; category tabs from gameClassify; back restores', async () => {
    const rendered = await renderGames(<ElectronPage />, { path: '/electron?page=PG&p=2' });
    const vendors = await screen.findByRole('group', { name: 'Game providers' });
    await waitFor(() =>
      expect(within(vendors).getByRole('button', { name: 'PG Slots' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const categories = await screen.findByRole('group', { name: 'Categories' });
    // "All categories" shows at once; the others come with gameClassify's answer.
    await rendered.user.click(await within(categories).findByRole('button', { name: 'Jackpot' }));
    await waitFor(() => expect(search(rendered)).toBe('?page=PG&classify=JACKPOT'));
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    await act(() => rendered.router.navigate(-1));
    expect(search(rendered)).toBe('?page=PG&p=2');
  });

  it('name search with no minimum, debounced 300 ms', async () => {
    const rendered = await renderGames(<ElectronPage />, { path: '/electron?p=3' });
    await waitFor(() => expect(tiles()).toHaveLength(40));
    const box = screen.getByRole('searchbox', { name: 'Search by game name' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'z' } });
    act(() => vi.advanceTimersByTime(299));
    expect(search(rendered)).toBe('?p=3');
    fireEvent.change(box, { target: { value: 'zzzz' } });
    act(() => vi.advanceTimersByTime(299));
    expect(search(rendered)).toBe('?p=3');
    act(() => vi.advanceTimersByTime(1));
    // One URL update after the typing stops; the page goes back to 1.
    expect(search(rendered)).toBe('?name=zzzz');
    vi.useRealTimers();
    expect(
      await screen.findByText('No game name contains “zzzz”', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('one letter is enough to search', async () => {
    const rendered = await renderGames(<ElectronPage />, { path: '/electron?page=PG' });
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by game name' }), {
      target: { value: 'a' },
    });
    await waitFor(() => expect(search(rendered)).toBe('?page=PG&name=a'), { timeout: 15_000 });
    await waitFor(() =>
      expect(
        sandbox.calls.filter((call) => call.endsWith('GCSGAME_gameList')).length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('recent and favourite need login: a visitor gets the sign-in prompt', async () => {
    const rendered = await renderGames(<ElectronPage />, { path: '/electron' });
    const vendors = await screen.findByRole('group', { name: 'Game providers' });
    await rendered.user.click(within(vendors).getByRole('button', { name: 'Favourites' }));
    expect(rendered.guard.require).toHaveBeenCalledWith('signedIn');
    expect(search(rendered)).toBe('');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    await rendered.user.click(
      within(tiles()[0] as HTMLElement).getByRole('button', { name: /^Favourite / }),
    );
    expect(rendered.guard.require).toHaveBeenCalledTimes(2);
    expect(sandbox.calls.some((call) => call.includes('FavoriteGameV2'))).toBe(false);
  });

  it('a shared link to favGameList shows the sign-in prompt to a visitor', async () => {
    await renderGames(<ElectronPage />, { path: '/electron?page=favGameList' });
    expect(
      await screen.findByText('Log in to see your recent games and favourites'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('favourite toggle: a real button aria-pressed, optimistic, found under the favourite tab', async () => {
    const rendered = await renderGames(<ElectronPage />, {
      path: '/electron?page=PG',
      account: 'player01',
    });
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    const first = tiles()[0] as HTMLElement;
    const name = first.getAttribute('aria-label') ?? '';
    const star = within(first).getByRole('button', { name: `Favourite ${name}` });
    await waitFor(() =>
      expect(sandbox.calls).toContain('GET /wps/relay/MCSFE_getFavoriteGamesList'),
    );
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await rendered.user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(sandbox.calls).toContain('POST /wps/relay/MCSFE_addFavoriteGameV2');
    await rendered.user.click(
      within(screen.getByRole('group', { name: 'Game providers' })).getByRole('button', {
        name: 'Favourites',
      }),
    );
    await waitFor(() => expect(search(rendered)).toBe('?page=favGameList'));
    await waitFor(() =>
      expect(within(grid()).getAllByRole('article', { name }).length).toBeGreaterThan(0),
    );
  });

  it('favourite toggle is rolled back on failure, with a message', async () => {
    const rendered = await renderGames(<ElectronPage />, {
      path: '/electron?page=PG',
      account: 'player01',
    });
    await waitFor(() =>
      expect(sandbox.calls).toContain('GET /wps/relay/MCSFE_getFavoriteGamesList'),
    );
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path: '/wps/relay/MCSFE_addFavoriteGameV2',
        kind: 'http500',
        count: 1,
      }),
    });
    const star = within(tiles()[1] as HTMLElement).getByRole('button', { name: /^Favourite / });
    await rendered.user.click(star);
    expect(await screen.findByText('The favourite was not saved. Try again')).toBeInTheDocument();
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('play opens the launch window for a signed-in player and lands on the game url', async () => {
    const window = stubLaunchWindow();
    const rendered = await renderGames(<ElectronPage />, {
      path: '/electron?page=PG',
      account: 'player01',
    });
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    const first = tiles()[0] as HTMLElement;
    await rendered.user.click(within(first).getByRole('button', { name: /^Play / }));
    await waitFor(() =>
      expect(window.replace).toHaveBeenCalledWith(expect.stringMatching(/^\/res\/play\/\d+\?/)),
    );
  });

  it('free trial goes to /trial for games with supportPlay 0', async () => {
    const rendered = await renderGames(<ElectronPage />, { path: '/electron?page=PG' });
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    const trial = screen.getAllByRole('button', { name: /^Free trial: / })[0] as HTMLElement;
    await rendered.user.click(trial);
    expect(await screen.findByTestId('landed')).toHaveTextContent(
      /^\/trial\?gameType=RNG&gameId=\d+/,
    );
  });

  it('a wrong-typed answer renders the empty state, not a blank screen', async () => {
    await sandbox.app.request('/__sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/wps/relay/GCSGAME_gameList', kind: 'malformed', count: 5 }),
    });
    await renderGames(<ElectronPage />, { path: '/electron' });
    expect(await screen.findByText(/No games here yet|Nothing here yet/)).toBeInTheDocument();
  });
});
