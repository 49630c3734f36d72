import { setupSandbox } from '@site/feature-testing/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGames } from '../test/harness';
import { GamesHomeSection } from './games-home-section';
import { Jackpot } from './jackpot';
import { WinnerBoard } from './winner-board';

const sandbox = setupSandbox();

afterEach(() => {
  vi.useRealTimers();
});

describe('home sections', { timeout: 40_000 }, () => {
  it('tiles: the first 3 vendor items of sports, live, fish, pvp and rng', async () => {
    await renderGames(<GamesHomeSection />);
    const live = await screen.findByRole('heading', { level: 3, name: 'Live' });
    const tile = live.closest('li') as HTMLElement;
    await waitFor(() => expect(within(tile).getAllByRole('listitem')).toHaveLength(3));
    const rng = screen
      .getByRole('heading', { level: 3, name: 'RNG games' })
      .closest('li') as HTMLElement;
    expect(within(rng).getAllByRole('listitem')).toHaveLength(3);
    // A vendor item opens its game popup list (game-list-dialog.test.tsx).
    expect(within(rng).getByRole('button', { name: 'PT Slots' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('game ranking from GCSGAME_getRankList: numbered buttons named by what they show, described as Play', async () => {
    await renderGames(<GamesHomeSection />);
    const ranking = await screen.findByRole('heading', { name: 'Game ranking' });
    const list = ranking.parentElement as HTMLElement;
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(0));
    const buttons = within(list).getAllByRole('button');
    expect(buttons.length).toBeLessThanOrEqual(10);
    // WCAG 2.5.3 (label in name): the accessible name is the visible text, the action describes it.
    buttons.forEach((button, index) => {
      expect(button).toHaveAccessibleName(button.textContent?.trim());
      expect(button).toHaveAccessibleName(new RegExp(`^${index + 1}\\. \\S`));
      expect(button).toHaveAccessibleDescription('Play');
    });
  });

  it('jackpot: VIS_getJackpot with merchant_code and currency, counting up, kept in the session key jackpot', async () => {
    const { storage } = await renderGames(<Jackpot />);
    const amount = screen.getByTestId('games-jackpot');
    await waitFor(() => expect(amount.textContent?.trim()).not.toBe(''));
    expect(sandbox.calls).toContain('POST /wps/relay/VIS_getJackpot');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const first = amount.textContent;
    const stored = storage.getSession('jackpot');
    // The interval started with real timers; the next one runs on fake time.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1100));
    });
    await waitFor(() => expect(amount.textContent).not.toBe(first));
    const value = storage.getSession('jackpot');
    expect(typeof value).toBe('number');
    expect(value).toBeLessThanOrEqual(1e8);
    expect(value === stored || typeof stored === 'undefined' || (value ?? 0) >= (stored ?? 0)).toBe(
      true,
    );
  });

  it('winner board: gameCategory ALL, zh_CN for CN, limitNum 100, headers CustomerId and Language; row numbers', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const original = sandbox.app.fetch.bind(sandbox.app);
    vi.spyOn(sandbox.app, 'fetch').mockImplementation((request: Request, ...rest: unknown[]) => {
      if (new URL(request.url).pathname === '/lgw/winners')
        seen.push({ url: request.url, headers: Object.fromEntries(request.headers.entries()) });
      return (original as (r: Request, ...x: unknown[]) => Response | Promise<Response>)(
        request,
        ...rest,
      );
    });
    await renderGames(<WinnerBoard />, { account: 'player01', customerId: '200001' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(101));
    expect(within(table).getByRole('columnheader', { name: 'No.' })).toBeInTheDocument();
    const call = seen[0];
    expect(call && new URL(call.url).searchParams.get('gameCategory')).toBe('ALL');
    expect(call && new URL(call.url).searchParams.get('limitNum')).toBe('100');
    expect(call && new URL(call.url).searchParams.get('language')).toBe('EN');
    expect(call?.headers.language).toBe('EN');
    expect(call?.headers.customerid).toBe('200001');
  });

  it('winner board: optional row numbers and an empty message', async () => {
    await renderGames(<WinnerBoard gameCategory="NONE" showRowNumbers={false} />);
    expect(await screen.findByText('No winners yet')).toBeInTheDocument();
  });
});
