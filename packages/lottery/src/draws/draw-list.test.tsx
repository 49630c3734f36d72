import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotteryStore, renderLottery } from '../test/lottery-test';
import { DrawList, winNumbers } from './draw-list';

setupSandbox();

describe('draw list (section 2 "Lottery announcement list", section 9 "Lottery draws shown 5")', () => {
  it('shows the latest 5 draws of a game with a trend link and a bet button each', async () => {
    const { store } = await lotteryStore();
    const view = await renderLottery(<DrawList gameCode="CQSSC" names={{ CQSSC: 'Chongqing' }} />, {
      store,
      path: '/',
    });
    const rows = await screen.findAllByTestId('draw-row');
    expect(rows).toHaveLength(5);
    const trend = within(rows[0]!).getByRole('link', { name: 'Chongqing trend' });
    expect(trend.getAttribute('href')).toMatch(/^\/lotteryTrend\?gameUrl=/);
    await view.user.click(within(rows[0]!).getByRole('button', { name: 'Bet on Chongqing' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/lottery?gameCode=CQSSC');
  });

  it('splits winning numbers', () => {
    expect(winNumbers('1,2,3,4,5')).toEqual(['1', '2', '3', '4', '5']);
    expect(winNumbers('01 05 11')).toEqual(['01', '05', '11']);
    expect(winNumbers('12345')).toEqual(['1', '2', '3', '4', '5']);
  });
});
