import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWallet } from '../test/wallet-harness';
import { PersonalHistory } from './personal-history';
import { PersonalProfit } from './personal-profit';
import { TransactionHistory } from './transaction-history';

const sandbox = setupSandbox();

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

describe('history pages (issue 19): 30 days at most, paged, with totals', () => {
  it('transactionHistory shows the last 7 days by default, 10 per page, with totals', async () => {
    await renderWallet(<TransactionHistory />);
    const rows = await screen.findAllByTestId('transactions-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    const totals = screen.getByTestId('history-totals');
    expect(within(totals).getByText('Money in')).toBeInTheDocument();
    expect(within(totals).getByText('Money out')).toBeInTheDocument();
  });

  it('the last 30 days page through every movement', async () => {
    const { user } = await renderWallet(<TransactionHistory />);
    await screen.findAllByTestId('transactions-row');
    await user.click(screen.getByRole('button', { name: /Date range/ }));
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('transactions-row').length).toBeGreaterThan(0),
    );
    expect(
      sandbox.calls.filter((call) => call.includes('ODSFE2_getWalletTransactions')).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('personalHistoryCopy filters by type and totals deposits and withdrawals', async () => {
    const { user } = await renderWallet(<PersonalHistory today={today()} />);
    await screen.findAllByTestId('fund-records-row');
    await user.selectOptions(screen.getByLabelText('Type'), 'WITHDRAW');
    await waitFor(() =>
      screen
        .getAllByTestId('fund-records-row')
        .forEach((row) => expect(row).toHaveTextContent('Withdrawal')),
    );
    expect(screen.getByTestId('history-totals')).toHaveTextContent('Withdrawals');
  });

  it('personalProfit totals the period per day', async () => {
    await renderWallet(<PersonalProfit />);
    await screen.findAllByTestId('profit-row');
    expect(screen.getByTestId('history-totals')).toHaveTextContent(/Profit/);
  });
});
