import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lotteryStore, renderLottery } from '../test/lottery-test';
import { forgetMiniGameScripts, loadMiniGameScript } from './load-script';
import { MiniGameView } from './mini-game-widget';
import { dragStarted, miniGameHiddenOn, miniGameShown, tiltOf } from './mini-game-rules';

setupSandbox();

afterEach(() => {
  forgetMiniGameScripts();
  delete window.LotteryMiniGame;
  document.head.querySelectorAll('script[data-mini-game]').forEach((script) => script.remove());
});

describe('mini-game widget (section 4 "Lottery", section 6 flags)', () => {
  it.each(['/lottery', '/vnLottery', '/seamless', '/agent', '/agentHome', '/seaLottery'])(
    'hidden on %s',
    (path) => {
      expect(miniGameHiddenOn(path)).toBe(true);
    },
  );

  it.each([
    [
      'shown or hidden by login state (visitor)',
      { pathname: '/', signedIn: false, lott: true, sea: true },
      false,
    ],
    ['enabled by LOTTMINIGAME3', { pathname: '/', signedIn: true, lott: true, sea: false }, true],
    [
      'enabled by SEALOTTMINIGAME3',
      { pathname: '/promotion', signedIn: true, lott: false, sea: true },
      true,
    ],
    ['both flags off', { pathname: '/', signedIn: true, lott: false, sea: false }, false],
    ['hidden on /lottery', { pathname: '/lottery', signedIn: true, lott: true, sea: true }, false],
    [
      '/lotteryTrend is not /lottery',
      { pathname: '/lotteryTrend', signedIn: true, lott: true, sea: false },
      true,
    ],
  ])('%s', (_, input, expected) => {
    expect(miniGameShown(input)).toBe(expected);
  });

  it.each([
    ['Drag delay 150 ms (149 ms is a click)', 149, false],
    ['Drag delay 150 ms', 150, true],
  ])('%s', (_, held, expected) => {
    expect(dragStarted(held)).toBe(expected);
  });

  it.each([
    ['horizontal tilt clamped to 25', 80, 25],
    ['horizontal tilt clamped to -25', -40, -25],
    ['small moves tilt as they go', 7, 7],
  ])('%s', (_, dx, expected) => {
    expect(tiltOf(dx)).toBe(expected);
  });

  it('script loaded once: two loads share one script tag and one promise', async () => {
    const first = loadMiniGameScript('/lotto/mini-game/s1/minigame.js');
    const second = loadMiniGameScript('/lotto/mini-game/s1/minigame.js');
    expect(first).toBe(second);
    const scripts = document.head.querySelectorAll('script[data-mini-game]');
    expect(scripts).toHaveLength(1);
    window.LotteryMiniGame = { mount: () => undefined };
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(window.LotteryMiniGame);
  });

  it('runs the sandbox script for real and mounts into its stage', async () => {
    const script = await (await fetch('http://localhost/lotto/mini-game/s1/minigame.js')).text();
    // jsdom does not fetch scripts: run the served script the way the browser would.
    new Function(script)();
    const { store } = await lotteryStore({ account: 'player01' });
    await renderLottery(
      <MiniGameView scriptSrc="/lotto/mini-game/s1/minigame.js" merchant="default" />,
      { store, path: '/' },
    );
    expect(screen.getByRole('complementary', { name: 'Mini game' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('[data-mini-game="mounted"]')).not.toBeNull(),
    );
  });
});
