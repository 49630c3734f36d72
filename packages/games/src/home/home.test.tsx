import { setupSandbox } from '@site/feature-testing/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
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

  it('jackpot: the commit that receives the answer already shows the amount (no second render to fill it in)', async () => {
    // Each commit of the section: its amount, and whether the jackpot call had answered by then.
    const commits: { text: string; answered: boolean }[] = [];
    let read: () => boolean = () => false;
    const onRender = () =>
      commits.push({
        text: screen.queryByTestId('games-jackpot')?.textContent?.trim() ?? '',
        answered: read(),
      });
    await renderGames(
      <Profiler id="jackpot" onRender={onRender}>
        <Jackpot />
      </Profiler>,
      {
        beforeRender: async (created) => {
          read = () =>
            Object.values(created.getState().siteApi.queries).some(
              (entry) => entry?.endpointName === 'gamesJackpot' && entry.status === 'fulfilled',
            );
        },
      },
    );
    await waitFor(() =>
      expect(screen.getByTestId('games-jackpot').textContent?.trim()).not.toBe(''),
    );
    const answered = commits.filter((commit) => commit.answered);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.filter((commit) => commit.text === '')).toEqual([]);
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

/** Answers `path` with a bad success (`{"success":true,"value":<bad>}`) for the next calls. */
async function answerBadly(path: string, rule: Record<string, unknown>) {
  await sandbox.app.request('/__sandbox/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, count: 20, ...rule }),
  });
}

/** null, `{}` and wrong types, as the sandbox's control surface sends them (issue 10 item 8). */
const BAD_VALUES = [
  { name: 'null', rule: { kind: 'nullValue' } },
  { name: '{}', rule: { kind: 'emptyValue' } },
  { name: 'a string', rule: { kind: 'wrongType' } },
  { name: 'a number', rule: { kind: 'wrongType', value: 42 } },
  { name: 'a list of non-records', rule: { kind: 'wrongType', value: [null, 1, 'two', [3]] } },
  {
    name: 'a record of wrong fields',
    rule: { kind: 'wrongType', value: { list: 'x', amount: 'many' } },
  },
] as const;

describe('home sections under bad platform answers (issue 10 item 8)', { timeout: 40_000 }, () => {
  it('the rank list drops entries that are not records (a null entry crashed the site) and games without a name', async () => {
    await answerBadly('/wps/relay/GCSGAME_getRankList', {
      kind: 'wrongType',
      value: [
        null,
        { gameName: 'Lucky Seven', nodeId: 7, playCount: 900 },
        1,
        'two',
        [{ gameName: 'Nested' }],
        {},
        { gameName: { text: 'wrong type' }, playCount: 'many' },
        { displayName: 'Fortune Koi', nodeId: 7, playCount: 'many' },
      ],
    });
    await renderGames(<GamesHomeSection />);
    const ranking = await screen.findByRole('heading', { name: 'Game ranking' });
    const list = ranking.parentElement as HTMLElement;
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '1. Lucky Seven900 playing',
      '2. Fortune Koi',
    ]);
  });

  it.each(BAD_VALUES)(
    'the rank list answering $name: no ranking, the tiles still render',
    async ({ rule }) => {
      await answerBadly('/wps/relay/GCSGAME_getRankList', rule);
      await renderGames(<GamesHomeSection />);
      const live = await screen.findByRole('heading', { level: 3, name: 'Live' });
      await waitFor(() =>
        expect(within(live.closest('li') as HTMLElement).getAllByRole('listitem')).toHaveLength(3),
      );
      await waitFor(() => expect(sandbox.calls).toContain('GET /wps/relay/GCSGAME_getRankList'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByRole('heading', { name: 'Game ranking' })).not.toBeInTheDocument();
    },
  );

  it.each(BAD_VALUES)(
    'the vendor list answering $name: every tile renders, with no vendor items',
    async ({ rule }) => {
      await answerBadly('/wps/relay/GCSGAME_gameVendor', rule);
      await renderGames(<GamesHomeSection />);
      await waitFor(() => expect(sandbox.calls).toContain('GET /wps/relay/GCSGAME_gameVendor'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const name of ['Sports', 'Live', 'Fishing', 'Card games', 'RNG games']) {
        const tile = (await screen.findByRole('heading', { level: 3, name })).closest('li');
        expect(within(tile as HTMLElement).queryAllByRole('listitem')).toEqual([]);
      }
    },
  );

  it.each(BAD_VALUES)('the jackpot answering $name: the seeded amount', async ({ rule }) => {
    await answerBadly('/wps/relay/VIS_getJackpot', rule);
    await renderGames(<Jackpot />);
    const amount = screen.getByTestId('games-jackpot');
    await waitFor(() => expect(amount.textContent).toMatch(/\d/));
    expect(sandbox.calls).toContain('POST /wps/relay/VIS_getJackpot');
  });

  it.each(BAD_VALUES)('the winner board answering $name: the empty message', async ({ rule }) => {
    await answerBadly('/lgw/winners', rule);
    await renderGames(<WinnerBoard />);
    expect(await screen.findByText('No winners yet')).toBeInTheDocument();
  });
});
