import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWallet } from '../test/wallet-harness';
import { TransferFund, walletEntries } from './transfer-fund';

const sandbox = setupSandbox();

describe('transferFund (issue 19)', () => {
  it('moves money from the main wallet to a vendor wallet within the balance', async () => {
    const { user } = await renderWallet(<TransferFund />);
    await screen.findAllByRole('option', { name: 'LOTT' });
    await user.type(screen.getByLabelText('Amount'), '99999');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/more than your balance/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(
        sandbox.app.world.findAccount('default', 'player01')?.wallets.map((w) => w.availBalance),
      ).toEqual([11_492.45, 1_388.05]),
    );
  });

  it.each([
    [
      [{ walletId: 0, accountName: 'MAIN', availBalance: 5 }],
      [{ id: 0, name: 'MAIN', balance: 5 }],
    ],
    [[{ displayName: 'LIVE', availBalance: 'x' }], [{ id: 0, name: 'LIVE', balance: 0 }]],
    [
      [null, { walletId: 3, accountName: 'SPORTS', availBalance: 2 }],
      [
        { id: 0, name: '0', balance: 0 },
        { id: 3, name: 'SPORTS', balance: 2 },
      ],
    ],
  ])('reads wallets %j defensively', (wallets, entries) => {
    expect(walletEntries(wallets)).toEqual(entries);
  });
});
