import { siteApi } from '@site/api-core';
import type { Game } from '@site/api-core/catalogue';
import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAMES_DIALOGS } from '../constants';
import { renderGames, stubLaunchWindow } from '../test/harness';
import { useLaunchGame, type LaunchOutcome } from './use-launch-game';

const sandbox = setupSandbox();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A seeded sandbox game, as the platform lists it. */
async function seededGame(filter: (game: Record<string, unknown>) => boolean): Promise<Game> {
  const response = await sandbox.app.request(
    '/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&merchant=default&pageNo=1&pageSize=200&language=EN',
    { headers: { Merchant: 'default', Language: 'EN' } },
  );
  const body = (await response.json()) as {
    value: { games: { content: Record<string, unknown>[] } };
  };
  const found = body.value.games.content.find(filter);
  if (!found) throw new Error('no seeded game matches');
  return found as Game;
}

function Launcher({
  game,
  onOutcome,
}: {
  game: Game;
  onOutcome: (outcome: LaunchOutcome) => void;
}) {
  const { play } = useLaunchGame();
  return (
    <button type="button" onClick={() => void play(game).then(onOutcome)}>
      launch
    </button>
  );
}

async function launch(game: Game, account?: string) {
  const onOutcome = vi.fn();
  const rendered = await renderGames(<Launcher game={game} onOutcome={onOutcome} />, {
    ...(account ? { account } : {}),
  });
  await rendered.user.click(screen.getByRole('button', { name: 'launch' }));
  await waitFor(() => expect(onOutcome).toHaveBeenCalled());
  return { ...rendered, outcome: onOutcome.mock.calls[0]?.[0] as LaunchOutcome };
}

const pg = (game: Record<string, unknown>) =>
  game.accountTypeName === 'PG' && game.gameType === 'RNG';

describe('section 4 Game launch', { timeout: 40_000 }, () => {
  it('requires a token: a visitor gets the sign-in prompt and no window opens', async () => {
    const window = stubLaunchWindow();
    const { outcome, guard } = await launch(await seededGame(pg));
    expect(outcome).toBe('refused');
    expect(guard.require).toHaveBeenCalledWith('signedIn');
    expect(window.open).not.toHaveBeenCalled();
  });

  it('requires non-isAgent-4: trial04 gets in_need_true_account (the realAccount guard)', async () => {
    const window = stubLaunchWindow();
    const { outcome, guard } = await launch(await seededGame(pg), 'trial04');
    expect(outcome).toBe('refused');
    expect(guard.require).toHaveBeenCalledWith('realAccount');
    expect(window.open).not.toHaveBeenCalled();
  });

  it('a game needs gameId or roomId, else in_stay_tuned', async () => {
    const window = stubLaunchWindow();
    const { outcome, dialogs } = await launch(
      { accountTypeName: 'PG', gameType: 'RNG', nodeId: 1 },
      'player01',
    );
    expect(outcome).toBe('stay-tuned');
    expect(dialogs.open).toHaveBeenCalledWith(GAMES_DIALOGS.notice, { errorKey: 'in_stay_tuned' });
    expect(window.open).not.toHaveBeenCalled();
  });

  it('a blank window opens with a loader, then redirects to the game url (every launch parameter sent)', async () => {
    const window = stubLaunchWindow();
    const game = await seededGame(pg);
    const { outcome } = await launch(game, 'player01');
    expect(outcome).toBe('launched');
    expect(window.open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(window.doc.querySelector('[role="status"]')?.textContent).toBe(
      'Opening the game, please wait…',
    );
    expect(window.replace).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^/res/play/${String(game.nodeId)}\\?`)),
    );
    expect(window.popup.close).not.toHaveBeenCalled();
    expect(sandbox.calls).toContain('POST /wps/game/launchGame');
  });

  it('on failure it closes: zero balance (launch_game_balance_not_enough goes to the error path)', async () => {
    const window = stubLaunchWindow();
    const { outcome } = await launch(await seededGame(pg), 'broke01');
    expect(outcome).toBe('failed');
    expect(window.popup.close).toHaveBeenCalledTimes(1);
    expect(window.replace).not.toHaveBeenCalled();
  });

  it('on failure it closes: a vendor under maintenance (vendor_under_maintenance)', async () => {
    const window = stubLaunchWindow();
    const { outcome } = await launch(
      await seededGame((game) => game.accountTypeName === 'CQ9'),
      'player01',
    );
    expect(outcome).toBe('failed');
    expect(window.popup.close).toHaveBeenCalledTimes(1);
  });

  it('launch with resType 1 shows the recommended-maintenance notice with its times', async () => {
    const window = stubLaunchWindow();
    const game = await seededGame(
      (item) => item.accountTypeName === 'PT' && item.gameCode === 'PT_008',
    );
    const { outcome, dialogs } = await launch(game, 'player01');
    expect(outcome).toBe('recommended-maintenance');
    expect(window.popup.close).toHaveBeenCalled();
    expect(dialogs.open).toHaveBeenCalledWith(
      GAMES_DIALOGS.recommended,
      expect.objectContaining({ maintainTime: expect.any(String), endTime: expect.any(String) }),
    );
  });

  it('a blocked popup gives popup_blocked and no call', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const { outcome, dialogs } = await launch(await seededGame(pg), 'player01');
    expect(outcome).toBe('popup-blocked');
    expect(dialogs.open).toHaveBeenCalledWith(GAMES_DIALOGS.notice, { errorKey: 'popup_blocked' });
    expect(sandbox.calls).not.toContain('POST /wps/game/launchGame');
  });

  it('a sports game without appNewWindow plays in the page (/seamless?gameType=)', async () => {
    const window = stubLaunchWindow();
    await launch(
      { gameId: 1, nodeId: 2, accountTypeName: 'SABA', gameType: 'SPORTS', appNewWindow: false },
      'player01',
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent(
      '/seamless?gameType=SPORTS&gameId=1&nodeId=2&vendor=SABA',
    );
    expect(window.open).not.toHaveBeenCalled();
  });
});

describe(
  'section 9: balance refresh after a launch returns (delay 500 ms, throttle 1 s)',
  { timeout: 40_000 },
  () => {
    it('refreshes the balance 500 ms after the tab gets the focus back, at most once a second', async () => {
      stubLaunchWindow();
      const rendered = await launch(await seededGame(pg), 'player01');
      expect(rendered.outcome).toBe('launched');
      const invalidate = vi.spyOn(siteApi.util, 'invalidateTags');
      const invalidations = () =>
        invalidate.mock.calls.filter(([tags]) => JSON.stringify(tags) === '["Balance"]').length;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      window.dispatchEvent(new Event('focus'));
      vi.advanceTimersByTime(499);
      expect(invalidations()).toBe(0);
      vi.advanceTimersByTime(1);
      expect(invalidations()).toBe(1);
      // Focus again without a new launch: nothing.
      window.dispatchEvent(new Event('focus'));
      vi.advanceTimersByTime(2_000);
      expect(invalidations()).toBe(1);
      vi.useRealTimers();
    });
  },
);
