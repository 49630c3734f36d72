import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElectronPage } from '../lobby/electron-page';
import { TrialPage } from '../seamless/game-frame-page';
import { renderGames } from '../test/harness';
import { lobbyReturnPath, rememberLobby, takeLobbyScroll } from './lobby-return';

setupSandbox();

const LOBBY = '/electron?page=PG&p=2';

/** The browser at `path`, scrolled to `y`, when the player leaves for a frame or trial game. */
function leaveLobby(path: string, y: number) {
  window.history.replaceState(null, '', path);
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  rememberLobby();
}

afterEach(() => {
  // Nothing stays remembered between tests.
  takeLobbyScroll(lobbyReturnPath(''));
  window.history.replaceState(null, '', '/');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.unstubAllGlobals();
});

describe(
  'returning from a game or a frame restores the lobby at the same tab, page and scroll position',
  {
    timeout: 40_000,
  },
  () => {
    it('remembers the lobby address and its scroll position, and gives the position back once', () => {
      leaveLobby(LOBBY, 1234);
      expect(lobbyReturnPath('/electron')).toBe(LOBBY);
      expect(takeLobbyScroll('/electron?page=PG')).toBeNull();
      expect(takeLobbyScroll(LOBBY)).toBe(1234);
      expect(takeLobbyScroll(LOBBY)).toBeNull();
      expect(lobbyReturnPath('/electron')).toBe('/electron');
    });

    it("the frame page's back button goes to the remembered tab and page", async () => {
      leaveLobby(LOBBY, 900);
      const rendered = await renderGames(<TrialPage />, {
        path: '/trial?gameType=RNG&gameId=1&vendor=PG',
      });
      await rendered.user.click(await screen.findByRole('button', { name: 'Back to the lobby' }));
      await waitFor(() =>
        expect(
          `${rendered.router.state.location.pathname}${rendered.router.state.location.search}`,
        ).toBe(LOBBY),
      );
    });

    it('the lobby scrolls back to where it was once its games are on screen', async () => {
      leaveLobby(LOBBY, 1234);
      const scrollTo = vi.fn();
      vi.stubGlobal('scrollTo', scrollTo);
      await renderGames(<ElectronPage />, { path: LOBBY });
      const grid = await screen.findByRole('list', { name: /games$/ });
      await waitFor(() => expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0));
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1234));
      expect(scrollTo).toHaveBeenCalledTimes(1);
    });
  },
);
