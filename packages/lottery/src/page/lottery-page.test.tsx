import { setupSandbox } from '@site/feature-testing/vitest';
import { setLotteryHosts } from '@site/sandbox-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotteryRefusal } from '../rules/launch-rules';
import { lotteryStore, renderLottery } from '../test/lottery-test';
import { LotteryPage } from './lottery-page';

const sandbox = setupSandbox();

async function open(path: string, account?: string) {
  const { store } = await lotteryStore(account ? { account } : {});
  return renderLottery(<LotteryPage />, { store, path, pattern: '/lottery' });
}

describe('/lottery (section 2 routes, section 5 lottery guards)', () => {
  it('a visitor sees the menu grouped by game group: 4 shown and an expand control', async () => {
    const view = await open('/lottery');
    const heading = await screen.findByText('Time Lottery', { selector: 'h3' });
    const ssc = heading.closest('section')!;
    expect(within(ssc).getAllByRole('link')).toHaveLength(4);
    await view.user.click(within(ssc).getByRole('button', { name: /Show all \d+/ }));
    expect(within(ssc).getAllByRole('link').length).toBeGreaterThan(4);
    expect(within(ssc).getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('a visitor sees ticking countdown cards and is asked to sign in for the frame', async () => {
    const view = await open('/lottery');
    const cards = await screen.findAllByTestId('countdown-card');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(10);
    expect(within(cards[0]!).getByTestId('countdown-time').textContent).toMatch(
      /^(\d{2,}:\d{2}:\d{2}|--:--:--)$/,
    );
    expect(await screen.findByText('Sorry, please log in first')).toBeInTheDocument();
    await view.user.click(screen.getByText('Log in', { selector: 'button, button *' }));
    expect(view.require).toHaveBeenCalledWith('signedIn');
    expect(screen.queryByTestId('lottery-frame')).not.toBeInTheDocument();
  });

  it('player01 opens /lottery?gameCode=CQSSC: the lobby launch answer feeds a sandboxed iframe', async () => {
    await open('/lottery?gameCode=CQSSC', 'player01');
    const frame = await screen.findByTestId('lottery-frame');
    expect(frame.getAttribute('src')).toMatch(
      /^\/res\/lottery\/CQSSC\?mode=Traditional&view=betting/,
    );
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen');
    expect(sandbox.calls).toContain('POST /wps/game/launchLottery');
    expect(screen.getByTestId('play-mode')).toHaveTextContent('Traditional');
  });

  it('issue lookup by gameId: /lottery?gameId=101 opens that game', async () => {
    await open('/lottery?gameId=101', 'player01');
    const frame = await screen.findByTestId('lottery-frame');
    expect(frame.getAttribute('src')).toMatch(/^\/res\/lottery\/CQSSC\?/);
    expect(sandbox.calls).toContain('GET /lgw/games/101/numero');
    expect(sandbox.calls.filter((call) => call === 'POST /wps/game/launchLottery')).toHaveLength(1);
  });

  it('long_dragon forces entertainment, whatever playType says', async () => {
    await open('/lottery?gameCode=long_dragon&playType=1', 'player01');
    const frame = await screen.findByTestId('lottery-frame');
    expect(frame.getAttribute('src')).toContain('mode=Entertainment');
    expect(screen.getByTestId('play-mode')).toHaveTextContent('Entertainment');
  });

  it('a bet_param handed over reaches the frame', async () => {
    await open(
      '/lottery?gameCode=CQSSC&bet_param=CQSSC%7Cstandard%7C1%2C2%2C3%2C4%2C5',
      'player01',
    );
    const frame = await screen.findByTestId('lottery-frame');
    expect(new URL(frame.getAttribute('src')!, 'http://x').searchParams.get('bet_param')).toBe(
      'CQSSC|standard|1,2,3,4,5',
    );
  });

  it('a Thai group game (group 9) opens the Thai frame built from token, merchant, lang and prize_mode', async () => {
    await open('/lottery?gameCode=THGOV', 'player01');
    const frame = await screen.findByTestId('lottery-frame');
    const src = new URL(frame.getAttribute('src')!, 'http://x');
    expect(src.pathname).toBe('/res/lottery/lobby');
    expect(src.searchParams.get('token')).toBeTruthy();
    expect(src.searchParams.get('merchant')).toBe('default');
    expect(src.searchParams.get('lang')).toBe('EN');
    expect(src.searchParams.get('prize_mode')).toBe('SEA_Tradition');
  });

  it('the lottery host switched off in the merchant resources gives game_maintenance', async () => {
    setLotteryHosts(sandbox.app.world, 'default', false);
    try {
      await open('/lottery?gameCode=CQSSC', 'player01');
      expect(
        await screen.findByText('The game is under maintenance. Please try again later'),
      ).toBeInTheDocument();
      expect(sandbox.calls).not.toContain('POST /wps/game/launchLottery');
    } finally {
      setLotteryHosts(sandbox.app.world, 'default', true);
    }
  });

  it('a game with no lottery lane gives in_stay_tuned', async () => {
    await open('/lottery?gameCode=NO_SUCH_GAME', 'player01');
    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
  });

  it('isAgent 4 gets in_need_true_account (shared launchRefusal)', async () => {
    expect(
      lotteryRefusal({ signedIn: true, isAgent: 4, lotteryHost: '/lotto', hasLane: true }),
    ).toBe('in_need_true_account');
    await open('/lottery?gameCode=CQSSC', 'trial04');
    expect(await screen.findByText('You need a real account to do this')).toBeInTheDocument();
  });

  it('the bet button of a card asks the guard first and stays put for a visitor', async () => {
    const { store } = await lotteryStore();
    const view = await renderLottery(<LotteryPage />, {
      store,
      path: '/lottery',
      pattern: '/lottery',
      allow: false,
    });
    const [card] = await screen.findAllByTestId('countdown-card');
    await view.user.click(within(card!).getByRole('button', { name: /^Bet on/ }));
    expect(view.require).toHaveBeenCalledWith('realAccount');
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });
});
