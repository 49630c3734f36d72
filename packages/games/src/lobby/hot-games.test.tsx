import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecommendedDialog } from '../recommended/recommended-dialog';
import { renderGames } from '../test/harness';
import { ElectronPage } from './electron-page';

setupSandbox();

/** The URLs of the relay calls the screen sent (the client's fetch, seen before MSW answers). */
function watchRelayCalls() {
  const urls: URL[] = [];
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.startsWith('/wps/relay/')) urls.push(url);
    return original(input, init);
  });
  return (operation: string) => urls.filter((url) => url.pathname === `/wps/relay/${operation}`);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe(
  'section 7: hot games (GCSGAME_hotGamesV2) and recommended games (GCSGAME_getRecommendedHotGames) with platform flash,html5-desktop',
  {
    timeout: 40_000,
  },
  () => {
    it('the hot tab (?page=hot) lists GCSGAME_hotGamesV2, asked for both platforms', async () => {
      const calls = watchRelayCalls();
      await renderGames(<ElectronPage />, { path: '/electron?page=hot' });
      const grid = await screen.findByRole('list', { name: 'Hot games' });
      await waitFor(() => expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0));
      expect(calls('GCSGAME_hotGamesV2')).toHaveLength(1);
      expect(calls('GCSGAME_hotGamesV2')[0]?.searchParams.get('platform')).toBe(
        'flash,html5-desktop',
      );
      // Only the selected tab's call is made.
      expect(calls('GCSGAME_gameList')).toEqual([]);
    });

    it('the recommended dialog asks GCSGAME_getRecommendedHotGames for both platforms', async () => {
      const calls = watchRelayCalls();
      await renderGames(<RecommendedDialog params={undefined} onClose={() => undefined} />);
      await waitFor(() => expect(calls('GCSGAME_getRecommendedHotGames')).toHaveLength(1));
      expect(calls('GCSGAME_getRecommendedHotGames')[0]?.searchParams.get('platform')).toBe(
        'flash,html5-desktop',
      );
    });
  },
);
