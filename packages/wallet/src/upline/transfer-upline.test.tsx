import { formatMoney } from '@site/api-core';
import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWallet } from '../test/wallet-harness';
import { TransferUpline } from './transfer-upline';

const sandbox = setupSandbox();
const mainOf = (username: string) =>
  sandbox.app.world.findAccount('default', username)?.wallets[0]?.availBalance ?? 0;
const calls = () => sandbox.calls.filter((call) => call.includes('MCSFE_transferToUpline'));

describe('transferUpline (issue 19): to the upline within the limits and the balance', () => {
  it('names the upline and the balance; more than the balance is refused before any call', async () => {
    const { user } = await renderWallet(<TransferUpline />, { account: 'agent00' });
    expect(await screen.findByText('Upline: agent01')).toBeInTheDocument();
    const balance = formatMoney(mainOf('agent00'));
    expect(screen.getByText(new RegExp(balance.replace('.', '\\.')))).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), String(mainOf('agent00') + 100));
    await user.type(screen.getByLabelText('Payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(
      await screen.findByText(`The amount is more than your balance of ${balance}`),
    ).toBeInTheDocument();
    expect(calls()).toEqual([]);
  });

  it('asks for a six-digit payment password', async () => {
    const { user } = await renderWallet(<TransferUpline />, { account: 'agent00' });
    await user.type(await screen.findByLabelText('Amount'), '10');
    await user.type(screen.getByLabelText('Payment password'), '12');
    await user.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(await screen.findByText('The payment password is 6 digits')).toBeInTheDocument();
    expect(calls()).toEqual([]);
  });

  it('a valid transfer is sent once (double click) and moves the money to the upline', async () => {
    const { user } = await renderWallet(<TransferUpline />, { account: 'agent00' });
    const mine = mainOf('agent00');
    const theirs = mainOf('agent01');
    await user.type(await screen.findByLabelText('Amount'), '25');
    await user.type(screen.getByLabelText('Payment password'), '654321');
    await user.dblClick(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Transferred 25.00 to your upline');
    expect(calls()).toHaveLength(1);
    expect(mainOf('agent00')).toBeCloseTo(mine - 25, 2);
    expect(mainOf('agent01')).toBeCloseTo(theirs + 25, 2);
  });

  it('an account the platform does not let transfer (isAgent 2) sees the translated refusal', async () => {
    const { user } = await renderWallet(<TransferUpline />, { account: 'agent02' });
    const before = mainOf('agent02');
    await user.type(await screen.findByLabelText('Amount'), '10');
    await user.type(screen.getByLabelText('Payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your account cannot transfer to its upline',
      ),
    );
    expect(mainOf('agent02')).toBe(before);
  });
});
