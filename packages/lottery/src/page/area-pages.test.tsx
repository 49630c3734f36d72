import { setupSandbox } from '@site/feature-testing/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotteryStore, renderLottery } from '../test/lottery-test';
import { SeaLotteryPage } from './sea-lottery-page';
import { TrendPage } from './trend-page';
import { VnLotteryPage } from './vn-lottery-page';

const sandbox = setupSandbox();

describe('/vnLottery, /seaLottery and the trend chart', () => {
  it('/vnLottery launches with lottoArea VN and the VN prize mode, remembered in session storage', async () => {
    const { store, storage } = await lotteryStore({ account: 'player01' });
    await renderLottery(<VnLotteryPage />, {
      store,
      path: '/vnLottery?gameCode=VNHN',
      pattern: '/vnLottery',
    });
    const frame = await screen.findByTestId('lottery-frame');
    expect(frame.getAttribute('src')).toMatch(/^\/res\/lottery\/VNHN\?/);
    expect(storage.getSession('vnPrizeMode')).toBe('Lott');
    expect(sandbox.calls).toContain('GET /lgw/vn/games/game_menu');
    expect(sandbox.calls).toContain('GET /lgw/vn/numeros/opened/game');
    expect(await screen.findByText('Hanoi', { selector: 'a' })).toHaveAttribute(
      'href',
      '/vnLottery?gameCode=VNHN',
    );
  });

  it('a remembered VN prize mode wins over detection', async () => {
    const { store, storage } = await lotteryStore({ account: 'player01' });
    storage.setSession('vnPrizeMode', 'Elott');
    await renderLottery(<VnLotteryPage />, { store, path: '/vnLottery', pattern: '/vnLottery' });
    await screen.findByTestId('lottery-frame');
    expect(storage.getSession('vnPrizeMode')).toBe('Elott');
  });

  it('/seaLottery takes its frame from the lottery-url call (prizeMode SEA)', async () => {
    const { store } = await lotteryStore({ account: 'player01' });
    await renderLottery(<SeaLotteryPage />, { store, path: '/seaLottery', pattern: '/seaLottery' });
    const frame = await screen.findByTestId('lottery-frame');
    expect(frame.getAttribute('src')).toContain('prize_mode=SEA');
    expect(sandbox.calls).toContain('GET /wps/game/lotteryUrl');
  });

  it('the trend chart frames a guarded gameUrl and refuses a script address', async () => {
    const { store } = await lotteryStore();
    const view = await renderLottery(<TrendPage />, {
      store,
      path: '/lotteryTrend?gameUrl=%2Fres%2Flottery%2FCQSSC%3Fview%3Dtrend',
      pattern: '/lotteryTrend',
    });
    expect(await screen.findByTitle('Trend chart')).toHaveAttribute(
      'src',
      '/res/lottery/CQSSC?view=trend',
    );
    view.unmount();
    await renderLottery(<TrendPage />, {
      store,
      path: '/lotteryTrend?gameUrl=javascript%3Aalert(1)',
      pattern: '/lotteryTrend',
    });
    expect(await screen.findByText('There is no trend chart to show')).toBeInTheDocument();
  });
});
