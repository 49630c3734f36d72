import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWallet } from '../test/wallet-harness';
import { DepositPage } from './deposit-page';

const sandbox = setupSandbox();

function fakeWindow() {
  const popup = {
    location: { href: 'about:blank' },
    document: null,
    close: vi.fn(),
    closed: false,
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

describe('depositv2 (issue 19)', () => {
  it('lists the channels with their limits and refuses an amount outside them, translated', async () => {
    const { user } = await renderWallet(<DepositPage />);
    // Channel names come from the platform in the client's language: pick QR (the third) by place.
    await user.click((await screen.findAllByRole('radio'))[2]!);
    await user.type(screen.getByLabelText('Amount'), '6000');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(await screen.findByText('The maximum amount is 5,000.00')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(await screen.findByText('The minimum amount is 10.00')).toBeInTheDocument();
    expect(sandbox.calls.some((call) => call.includes('MCSFE_createDeposit'))).toBe(false);
  });

  it('keeps only the money format as typed and shows it grouped on blur', async () => {
    const { user } = await renderWallet(<DepositPage />);
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, 'a1234.567');
    expect(amount).toHaveValue('1234.56');
    await user.tab();
    expect(amount).toHaveValue('1,234.56');
  });

  it('creates the order encrypted with a request id and sends the window to the guarded payment page', async () => {
    const { open } = fakeWindow();
    const { user } = await renderWallet(<DepositPage />);
    await user.click((await screen.findAllByRole('radio'))[0]!);
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));
    const order = await screen.findByTestId('deposit-order');
    // The window opened on the click (before the answer), and the guarded cashier address is linked.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(within(order).getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/localhost(:\d+)?\/wps\/cashier\/D\d+\?lang=/),
    );
    expect(sandbox.calls).toContain('POST /wps/relay/MCSFE_createDeposit');
    const account = sandbox.app.world.findAccount('default', 'player01');
    expect(account?.walletLedger?.orders[0]).toMatchObject({
      amount: 500,
      status: 'PENDING',
      channel: 'BANK',
    });
    expect(account?.walletLedger?.requestIds).toHaveLength(1);
  });

  it('a double click sends one request', async () => {
    fakeWindow();
    const { user } = await renderWallet(<DepositPage />);
    await user.type(await screen.findByLabelText('Amount'), '300');
    const submit = screen.getByRole('button', { name: 'Go to payment' });
    await user.dblClick(submit);
    await screen.findByTestId('deposit-order');
    expect(sandbox.calls.filter((call) => call.includes('MCSFE_createDeposit'))).toHaveLength(1);
  });
});
