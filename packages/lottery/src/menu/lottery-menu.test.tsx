import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MenuGroup } from '../rules/menu-rules';
import { lotteryStore, renderLottery } from '../test/lottery-test';
import { LotteryMenu } from './lottery-menu';

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
});
