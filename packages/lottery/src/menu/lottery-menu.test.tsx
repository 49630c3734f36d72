import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MenuGroup } from '../rules/menu-rules';
import { lotteryStore, renderLottery } from '../test/lottery-test';
import { LotteryMenu, menuStatusOf } from './lottery-menu';

setupSandbox();

const group = (id: number, label: string, count: number): MenuGroup => ({
  gameGroupId: id,
  gameGroupCode: `G${id}`,
  labelName: label,
  gameMenus: Array.from({ length: count }, (_, i) => ({
    code: `G${id}_${i}`,
    remark: `${label} ${i}`,
  })),
});

describe('lottery menu (section 2, section 3 "Lottery group")', () => {
  it('groups 9, 10 and 11 form one Thai group; recent games come first; VN links go to /vnLottery', async () => {
    const { store } = await lotteryStore();
    await renderLottery(
      <LotteryMenu
        groups={[
          group(1, 'SSC', 3),
          group(9, 'Gov', 1),
          group(10, 'Stock', 2),
          group(11, 'Hanoi', 1),
        ]}
        recent={[group(1, 'SSC', 1)]}
        current="G1_0"
        vietnam
      />,
      { store, path: '/' },
    );
    const nav = screen.getByRole('navigation', { name: 'Lotteries' });
    const regions = within(nav).getAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
      'Recently played',
      'SSC',
      'Thai lottery',
    ]);
    expect(within(regions[2]!).getAllByRole('link')).toHaveLength(4);
    // 4 games are not more than 4: no expand control.
    expect(within(regions[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(regions[1]!).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/vnLottery?gameCode=G1_0',
    );
    expect(within(regions[1]!).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page');
  });

  it('an empty menu answer shows the empty state', async () => {
    const { store } = await lotteryStore();
    await renderLottery(<LotteryMenu groups={[]} />, { store, path: '/' });
    expect(screen.getByText('No lotteries yet')).toBeInTheDocument();
  });

  it('while the answer loads it shows placeholders, not "No lotteries yet"', async () => {
    const { store } = await lotteryStore();
    await renderLottery(<LotteryMenu groups={[]} status="loading" />, { store, path: '/' });
    expect(screen.getByTestId('lottery-menu-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('navigation', { name: 'Lotteries' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText('No lotteries yet')).not.toBeInTheDocument();
  });

  it('a failed answer says so and offers a retry, not "No lotteries yet"', async () => {
    const { store } = await lotteryStore();
    const retry = vi.fn();
    const view = await renderLottery(<LotteryMenu groups={[]} status="failed" onRetry={retry} />, {
      store,
      path: '/',
    });
    expect(screen.getByText('The lottery list cannot be loaded right now')).toBeInTheDocument();
    expect(screen.queryByText('No lotteries yet')).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('the status of a query: data wins, then an error, else still loading', () => {
    expect(menuStatusOf({ isError: false })).toBe('loading');
    expect(menuStatusOf({ isError: true })).toBe('failed');
    expect(menuStatusOf({ isError: false, data: [] })).toBe('ready');
    expect(menuStatusOf({ isError: true, data: [] })).toBe('ready');
  });
});
