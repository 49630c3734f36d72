import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWallet } from '../test/wallet-harness';
import { WithdrawPage } from './withdraw-page';

const sandbox = setupSandbox();
const main = () => sandbox.app.world.findAccount('default', 'player01')?.wallets[0]?.availBalance;

describe('withdraw (issue 19)', () => {
  it('shows the bank cards, the balance and the limits; more than the balance is refused, translated', async () => {
    const { user } = await renderWallet(<WithdrawPage />);
    expect(await screen.findByLabelText('Bank card')).toHaveDisplayValue(/\*\*\*\* \d{4}/);
    expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('11,592.45');
    await user.type(screen.getByLabelText('Amount'), '20000');
    await user.type(screen.getByLabelText('Payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(
      await screen.findByText('The amount is more than your balance of 11,592.45'),
    ).toBeInTheDocument();
    expect(sandbox.calls.some((call) => call.includes('MCSFE_createWithdraw'))).toBe(false);
  });

  it('asks for a six-digit payment password', async () => {
    const { user } = await renderWallet(<WithdrawPage />);
    await user.type(await screen.findByLabelText('Amount'), '200');
    await user.type(screen.getByLabelText('Payment password'), '12');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(await screen.findByText('The payment password is 6 digits')).toBeInTheDocument();
  });

  it('a wrong payment password shows the translated platform refusal and moves nothing', async () => {
    const { user } = await renderWallet(<WithdrawPage />);
    const before = main();
    await user.type(await screen.findByLabelText('Amount'), '200');
    await user.type(screen.getByLabelText('Payment password'), '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment password is incorrect');
    expect(main()).toBe(before);
  });

  it('a valid withdrawal is sent encrypted with a request id and lowers the balance once', async () => {
    const { user } = await renderWallet(<WithdrawPage />);
    const before = main() ?? 0;
    await user.type(await screen.findByLabelText('Amount'), '300');
    await user.type(screen.getByLabelText('Payment password'), '654321');
    await user.dblClick(screen.getByRole('button', { name: 'Withdraw now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal requested: 300.00');
    expect(sandbox.calls.filter((call) => call.includes('MCSFE_createWithdraw'))).toHaveLength(1);
    expect(main()).toBe(before - 300);
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('11,292.45'),
    );
  });
});
