import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotteryApi } from '../lottery-api';
import { lotteryStore, renderLottery } from '../test/lottery-test';
import { LotteryPage } from './lottery-page';
import { prefetchLotteryPage } from './prefetch-lottery-page';

const sandbox = setupSandbox();
const callsOf = (path: string) =>
  sandbox.calls.filter((call) => call.split('?')[0]!.endsWith(` ${path}`)).length;

const FIRST_CALLS = [
  '/lgw/games/game_menus',
  '/lgw/games',
  '/lgw/games/opened/numero',
  '/lotto/lgw/games/opened/numero',
  '/lgw/games/popular',
  '/lgw/draw',
];

/** The store's state as the lottery endpoints' selectors type it (the test store is the base API's). */
const stateOf = (store: { getState: () => unknown }) => store.getState() as never;

function prefetch(dispatch: (action: unknown) => unknown, query: string) {
  prefetchLotteryPage({
    dispatch: dispatch as never,
    search: new URLSearchParams(query),
    language: 'EN',
    merchantCode: 'default',
    signedIn: false,
  });
}

describe('prefetchLotteryPage: /lottery’s first calls before it renders (ADR 0201)', () => {
  it('asks for the menu, games, both feeds, the popular games and the draws; the page asks again for none', async () => {
    const { store } = await lotteryStore();
    prefetch(store.dispatch, '');
    // The calls leave before the page exists.
    await waitFor(() => {
      for (const path of FIRST_CALLS) expect(callsOf(path), path).toBe(1);
    });
    renderLottery(<LotteryPage />, { store, path: '/lottery', pattern: '/lottery' });
    await screen.findByText('Time Lottery', { selector: 'h3' });
    await screen.findAllByTestId('countdown-card');
    for (const path of FIRST_CALLS) expect(callsOf(path), path).toBe(1);
  });

  it('asks for the draws of the game in the address', async () => {
    const { store } = await lotteryStore();
    prefetch(store.dispatch, 'gameCode=CQSSC');
    const draws = lotteryApi.endpoints.lotteryDraws;
    await waitFor(() =>
      expect(draws.select({ gameCode: 'CQSSC' })(stateOf(store)).isSuccess).toBe(true),
    );
    expect(draws.select({})(stateOf(store)).isUninitialized).toBe(true);
  });

  it('asks for the issue of a link with only a gameId, and leaves its draws to the page', async () => {
    const { store } = await lotteryStore();
    prefetch(store.dispatch, 'gameId=101');
    const { lotteryIssue, lotteryDraws } = lotteryApi.endpoints;
    await waitFor(() =>
      expect(lotteryIssue.select({ gameId: '101' })(stateOf(store)).isSuccess).toBe(true),
    );
    expect(callsOf('/lgw/draw')).toBe(0);
    expect(lotteryDraws.select({})(stateOf(store)).isUninitialized).toBe(true);
  });
});
