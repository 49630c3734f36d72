import type { RewardItem } from '@site/api-core/catalogue';
import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PointsMall } from '../mall/points-mall';
import { renderPoints } from '../test/points-harness';
import { RedeemForm } from './redeem-form';

const sandbox = setupSandbox();

const item = (overrides: Partial<RewardItem> = {}): RewardItem => ({
  id: 4001,
  name: 'Wireless earbuds',
  type: 1,
  price: 200,
  mpPointAmount: 120,
  mpMoneyAmount: 10,
  displayPointMoneyAmt: 'N',
  inventory: 5,
  ...overrides,
});

const submit = () => screen.getByRole('button', { name: 'Redeem now' });

async function fill(
  user: Awaited<ReturnType<typeof renderPoints>>['user'],
  values: Partial<
    Record<'Payment password' | "Recipient's name" | 'Delivery address' | 'Mobile number', string>
  >,
) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

describe('redeem form (content-and-play.md section 5)', () => {
  it('opens a commodity: slides, main image, price, inventory, description and the form', async () => {
    const { user } = await renderPoints(<PointsMall />);
    const [first] = await screen.findAllByTestId('reward-card');
    await user.click(first!);
    // The modal is a lazy chunk with swiper: its first load may be slow on a busy machine.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByRole('group', { name: /Pictures of/ })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /Picture \d of 2/ })).toHaveLength(2);
    expect(within(dialog).getByTestId('main-image')).toHaveAttribute(
      'src',
      expect.stringContaining('/res/reward/'),
    );
    expect(within(dialog).getByText(/points/)).toBeInTheDocument();
    expect(within(dialog).getByText(/In stock: \d+/)).toBeInTheDocument();
    expect(await within(dialog).findByText(/while stocks last|数量有限/)).toBeInTheDocument();
    expect(within(dialog).getByRole('form', { name: 'Redeem' })).toBeInTheDocument();
  }, 30_000);

  it('each empty field gives its spec message; the phone must start numeric within the mobileNum lengths', async () => {
    const { user } = await renderPoints(<RedeemForm item={item()} onRedeemed={() => undefined} />);
    await user.click(submit());
    expect(await screen.findByText('Please enter your fund password')).toBeInTheDocument();
    expect(screen.getByText("Please enter the recipient's name")).toBeInTheDocument();
    expect(screen.getByText('Please enter the delivery address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your mobile number')).toBeInTheDocument();
    expect(screen.queryByLabelText('LINE ID')).not.toBeInTheDocument();
    await fill(user, { 'Mobile number': 'x123456789' });
    await user.click(submit());
    expect(await screen.findByText('Please enter a correct mobile number')).toBeInTheDocument();
    await fill(user, { 'Mobile number': '0912' });
    await user.click(submit());
    expect(await screen.findByText('Please enter a correct mobile number')).toBeInTheDocument();
    expect(sandbox.calls.some((call) => call.includes('MCSFE_redeemPointReward'))).toBe(false);
  });

  it('asks for the LINE id only when the configuration says so (lumen)', async () => {
    const { user } = await renderPoints(<RedeemForm item={item()} onRedeemed={() => undefined} />, {
      merchant: 'lumen',
    });
    const line = await screen.findByLabelText('LINE ID');
    await user.click(submit());
    expect(await screen.findByText('Please enter your LINE ID')).toBeInTheDocument();
    expect(line).toHaveAttribute('aria-invalid', 'true');
  });

  it('labels the password by PAYMENTPASS3', async () => {
    await renderPoints(<RedeemForm item={item()} onRedeemed={() => undefined} />, {
      flags: { PTSYS3: true, PAYMENTPASS3: false },
    });
    expect(screen.getByLabelText('Login password')).toBeInTheDocument();
  });

  it('quantity stays within 1..inventory and non-numeric input clears', async () => {
    const { user } = await renderPoints(
      <RedeemForm item={item({ inventory: 5 })} onRedeemed={() => undefined} />,
    );
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveValue('1');
    await user.clear(quantity);
    await user.type(quantity, '9');
    expect(quantity).toHaveValue('5');
    await user.type(quantity, 'x');
    expect(quantity).toHaveValue('');
    expect(submit()).toBeDisabled();
  });

  it('submit is disabled when the inventory is empty', async () => {
    await renderPoints(<RedeemForm item={item({ inventory: 0 })} onRedeemed={() => undefined} />);
    expect(submit()).toBeDisabled();
  });

  it('without a points price only points plus money is offered', async () => {
    await renderPoints(
      <RedeemForm item={item({ price: undefined })} onRedeemed={() => undefined} />,
    );
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Points + cash' })).toBeChecked();
  });

  it('a wrong password shows the platform message and keeps what was typed', async () => {
    const onRedeemed = vi.fn();
    const { user } = await renderPoints(<RedeemForm item={item()} onRedeemed={onRedeemed} />);
    await fill(user, {
      'Payment password': 'wrong',
      "Recipient's name": 'Ann',
      'Delivery address': '1 Road',
      'Mobile number': '0912345678',
    });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Redeem failed/);
    expect(screen.getByLabelText("Recipient's name")).toHaveValue('Ann');
    expect(onRedeemed).not.toHaveBeenCalled();
  });

  it('redeems with the payment password, encrypted, with the remarks; success shows br_vwxdjflb_sfyljuh', async () => {
    const onRedeemed = vi.fn();
    const { user } = await renderPoints(<RedeemForm item={item()} onRedeemed={onRedeemed} />);
    await user.click(screen.getByRole('radio', { name: 'Points only' }));
    await fill(user, {
      'Payment password': '654321',
      "Recipient's name": 'Ann',
      'Delivery address': '1 Road',
      'Mobile number': '0912345678',
    });
    await user.click(submit());
    await waitFor(() => expect(onRedeemed).toHaveBeenCalled());
    expect(await screen.findByText('Redeemed successfully')).toBeInTheDocument();
    expect(sandbox.calls).toContain('POST /wps/relay/passwordCheck/MCSFE_redeemPointReward');
    const player = sandbox.app.world.findAccount('default', 'player01');
    expect(player?.points).toBe(5000 - 200);
    expect(player?.redeemRecords[0]).toMatchObject({
      rewardId: 4001,
      quantity: 1,
      redeemType: 'P',
      remarks: "Recipient's name:Ann;Mobile number:0912345678;Delivery address:1 Road",
    });
  });
});
