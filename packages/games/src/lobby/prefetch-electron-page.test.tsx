import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderGames } from '../test/harness';
import { ElectronPage } from './electron-page';
import { prefetchElectronPage } from './prefetch-electron-page';

const sandbox = setupSandbox();
const callsOf = (name: string) => sandbox.calls.filter((call) => call.endsWith(name)).length;

describe('prefetchElectronPage: the lobby’s first calls before it renders (ADR 0201)', () => {
  it('asks for the vendors and the first page; the page then makes neither call again', async () => {
    await renderGames(<ElectronPage />, {
      path: '/electron',
      beforeRender: async (store) => {
        prefetchElectronPage({
          dispatch: store.dispatch,
          search: new URLSearchParams(''),
          language: 'EN',
          merchantCode: 'default',
          signedIn: false,
        });
        // The calls leave before the page exists.
        await waitFor(() => expect(callsOf('GCSGAME_gameList')).toBe(1));
        expect(callsOf('GCSGAME_gameVendor')).toBe(1);
      },
    });
    const grid = await screen.findByRole('list', { name: /games$/ });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(40));
    await screen.findByRole('button', { name: 'PG Slots' });
    expect(callsOf('GCSGAME_gameList')).toBe(1);
    expect(callsOf('GCSGAME_gameVendor')).toBe(1);
  });

  it.each(['page=PG', 'page=hot', 'page=recentGameList', 'page=favGameList'])(
    'leaves ?%s to the page (a vendor to check, or a list that depends on the member)',
    (query) => {
      const dispatch = vi.fn();
      prefetchElectronPage({
        dispatch,
        search: new URLSearchParams(query),
        language: 'EN',
        merchantCode: 'default',
        signedIn: false,
      });
      expect(dispatch).not.toHaveBeenCalled();
    },
  );
});
