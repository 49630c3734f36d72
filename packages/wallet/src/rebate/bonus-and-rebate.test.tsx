import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BonusDetails } from '../bonus/bonus-details';
import { renderWallet } from '../test/wallet-harness';
import { ManualRebate } from './manual-rebate';

const sandbox = setupSandbox();

const calls = (operation: string) =>
  sandbox.calls.filter((call) => call.endsWith(`/wps/relay/${operation}`));

describe('bonusDetails (issue 19): the bonuses of the period, paged, with their total', () => {
  it('lists the bonuses of the default period, 10 at most a page, with their total', async () => {
    await renderWallet(<BonusDetails />);
    const rows = await screen.findAllByTestId('bonuses-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(screen.getByTestId('history-totals')).toHaveTextContent('Bonuses');
    expect(calls('MCSFE_getBonusDetails')).toHaveLength(1);
  });
});

describe('manualRebate (issue 19): the rebate available now, its details, one claim', () => {
  it('shows the rebate and its details per product; a double click claims once', async () => {
    const { user } = await renderWallet(<ManualRebate />);
    const available = await screen.findByTestId('rebate-available');
    const amount = available.textContent ?? '';
    expect(amount).toMatch(/^[1-9][\d,]*\.\d{2}$/);
    const details = screen.getByRole('table');
    expect(within(details).getAllByRole('row').length).toBeGreaterThan(1);
    const claim = screen.getByRole('button', { name: 'Claim now' });
    await user.dblClick(claim);
    expect(await screen.findByRole('status')).toHaveTextContent(`Claimed ${amount}`);
    expect(calls('MCSFE_claimManualRebate')).toHaveLength(1);
    // The claim refreshes the page: nothing is left to claim, and the button says so.
    await waitFor(() => expect(screen.getByTestId('rebate-available')).toHaveTextContent('0.00'));
    expect(screen.getByRole('button', { name: 'Claim now' })).toBeDisabled();
    expect(screen.getByText('No rebate to claim right now')).toBeInTheDocument();
  });
});
