import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPoints } from '../test/points-harness';
import { PointsMall } from './points-mall';

setupSandbox();

const cards = () => screen.queryAllByTestId('reward-card');

describe('points mall (content-and-play.md section 4)', () => {
  it('shows the balance from MCSFE_getPointBalance and the menu', async () => {
    await renderPoints(<PointsMall />);
    // The balance reads "--" until MCSFE_getPointBalance answers.
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('5,000'));
    const menu = screen.getByRole('tablist', { name: 'Points mall menu' });
    expect(
      within(menu)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Exchange goods', 'Redeem records', 'Point details', 'Point rules']);
  });

  it('lists 3 items per category, all of a category after "more"', async () => {
    const { user } = await renderPoints(<PointsMall />);
    const physical = await screen.findByRole('region', { name: 'Physical rewards' });
    expect(within(physical).getAllByTestId('reward-card')).toHaveLength(3);
    // Types 1, 2 and 3 use fixed labels; type 4 uses the name the platform sends.
    expect(screen.getByRole('region', { name: 'Virtual rewards' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bonus cash' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('tabpanel', { name: 'All' })).getAllByRole('region'),
    ).toHaveLength(4);
    expect(cards()).toHaveLength(12);
    await user.click(within(physical).getByRole('button', { name: 'More' }));
    expect(within(physical).getAllByTestId('reward-card')).toHaveLength(10);
    expect(within(physical).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('shows 7 items when one type is selected', async () => {
    const { user } = await renderPoints(<PointsMall />);
    const types = await screen.findByRole('tablist', { name: 'Reward types' });
    await user.click(await within(types).findByRole('tab', { name: 'Physical rewards' }));
    await waitFor(() => expect(cards()).toHaveLength(7));
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(cards()).toHaveLength(10);
  });

  it('names items by language (chineseName in CN)', async () => {
    await renderPoints(<PointsMall />, { language: 'CN' });
    expect((await screen.findAllByRole('button', { name: /^无线耳机/ })).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: '实物奖品' })).toBeInTheDocument();
  });

  it('shows "stay tuned" without PTSYS3', async () => {
    await renderPoints(<PointsMall />, { flags: { PTSYS3: false } });
    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
