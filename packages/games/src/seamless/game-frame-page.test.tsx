import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderGames } from '../test/harness';
import { GAME_FRAME_ALLOW, GAME_FRAME_SANDBOX, SeamlessPage, TrialPage } from './game-frame-page';

const sandbox = setupSandbox();
/** Game logouts sent so far (a previous test's unmount may land in this test's list). */
const logouts = () =>
  sandbox.calls.filter((call) => call === 'GET /wps/relay/GCS_gameLogout').length;

describe('frame mode /seamless?gameType= and trial mode /trial', { timeout: 40_000 }, () => {
  it('plays the game in a frame with explicit sandbox and allow attributes', async () => {
    await renderGames(<SeamlessPage />, {
      account: 'player01',
      path: '/seamless?gameType=SPORTS&gameId=10302&nodeId=50302&vendor=SABA',
    });
    const frame = await screen.findByTitle('Game window');
    expect(frame.getAttribute('src')).toMatch(/^\/res\/play\/50302\?.*mode=real/);
    expect(frame).toHaveAttribute('sandbox', GAME_FRAME_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frame).toHaveAttribute('allow', GAME_FRAME_ALLOW);
  });

  it('leaving /seamless with a token sends GCS_gameLogout (no alert)', async () => {
    const { unmount } = await renderGames(<SeamlessPage />, {
      account: 'player01',
      path: '/seamless?gameType=SPORTS&gameId=10302&nodeId=50302&vendor=SABA',
    });
    await screen.findByTitle('Game window');
    const before = logouts();
    unmount();
    await waitFor(() => expect(logouts()).toBe(before + 1));
  });

  it('leaving /seamless without a token sends nothing', async () => {
    const { unmount } = await renderGames(<SeamlessPage />, {
      path: '/seamless?gameType=SPORTS&gameId=10302',
    });
    expect(await screen.findByText('Sorry, please log in first')).toBeInTheDocument();
    const before = logouts();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logouts()).toBe(before);
  });

  it('trial mode launches GCS_gameTrialLaunch without a token', async () => {
    await renderGames(<TrialPage />, {
      path: '/trial?gameType=RNG&gameId=10051&nodeId=50051&vendor=PG',
    });
    const frame = await screen.findByTitle('Free trial');
    expect(frame.getAttribute('src')).toMatch(/^\/res\/play\/50051\?.*mode=trial/);
    expect(sandbox.calls).toContain('GET /wps/relay/GCS_gameTrialLaunch');
  });

  it('a page without a game says in_stay_tuned', async () => {
    await renderGames(<TrialPage />, { path: '/trial' });
    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
  });
});
