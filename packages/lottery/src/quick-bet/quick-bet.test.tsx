import { setupSandbox } from '@site/feature-testing/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotteryStore, renderLottery } from '../test/lottery-test';
import { QuickBet, QuickBetView } from './quick-bet';

setupSandbox();

describe('quick bet (section 4 "Quick bet", section 5)', () => {
  it('defaults CQSSC, TXFFC, SD11X5, GD11X5, CASSC from the lottery list, with the current issue', async () => {
    const { store } = await lotteryStore();
    await renderLottery(<QuickBet />, { store, path: '/' });
    const select = await screen.findByRole('combobox', { name: 'Lottery' });
    const options = [...(select as HTMLSelectElement).options].map((option) => option.value);
    expect(options).toEqual(['CQSSC', 'TXFFC', 'SD11X5', 'GD11X5', 'CASSC']);
    expect(await screen.findByText(/^Current issue /)).toBeInTheDocument();
  });

  it('SSC rejects 4 digits with a translated message and keeps what was typed; 11X5 rejects repeats; a valid bet hands over with bet_param', async () => {
    const { store } = await lotteryStore({ account: 'player01' });
    const view = await renderLottery(<QuickBet />, { store, path: '/' });
    const numbers = await screen.findByRole('textbox', { name: 'Numbers' });
    await view.user.type(numbers, '1234');
    await view.user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('This lottery needs exactly 5 digits')).toBeInTheDocument();
    expect(numbers).toHaveValue('1234');
    expect(numbers).toHaveAttribute('aria-invalid', 'true');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Lottery' }), 'GD11X5');
    const elevenField = screen.getByRole('textbox', { name: 'Numbers' });
    await view.user.type(elevenField, '01 01 03 04 05');
    await view.user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Numbers must not repeat')).toBeInTheDocument();
    expect(elevenField).toHaveValue('01 01 03 04 05');

    // Back to CQSSC: the four digits typed there are still there.
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Lottery' }), 'CQSSC');
    expect(screen.getByRole('textbox', { name: 'Numbers' })).toHaveValue('1234');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Lottery' }), 'GD11X5');
    await view.user.clear(screen.getByRole('textbox', { name: 'Numbers' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Numbers' }), '1 2 3 10 11');
    await view.user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(view.require).toHaveBeenCalledWith('realAccount');
    const landed = await screen.findByTestId('landed');
    expect(landed.textContent).toBe(
      `/lottery?gameCode=GD11X5&bet_param=${encodeURIComponent('GD11X5|standard|01,02,03,10,11')}`,
    );
  });

  it('HeSheng mode takes up to 6 numbers', async () => {
    const { store } = await lotteryStore();
    const view = await renderLottery(
      <QuickBetView games={[{ gameCode: 'CQSSC', name: 'Chongqing' }]} withIssue={false} />,
      { store, path: '/', allow: false },
    );
    await view.user.click(screen.getByRole('radio', { name: 'HeSheng' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Numbers' }), '1 2 3 4 5 6 7');
    await view.user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('HeSheng mode takes at most 6 numbers')).toBeInTheDocument();
  });

  it('a visitor with a valid bet is asked to sign in and stays on the page', async () => {
    const { store } = await lotteryStore();
    const view = await renderLottery(
      <QuickBetView games={[{ gameCode: 'CQSSC', name: 'Chongqing' }]} withIssue={false} />,
      { store, path: '/', allow: false },
    );
    await view.user.type(screen.getByRole('textbox', { name: 'Numbers' }), '12345');
    await view.user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(view.require).toHaveBeenCalledWith('realAccount');
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('an empty list gives in_stay_tuned', async () => {
    const { store } = await lotteryStore();
    await renderLottery(<QuickBetView games={[]} />, { store, path: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('Coming soon');
  });
});
