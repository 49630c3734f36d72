import type { RewardItem } from '@site/api-core/catalogue';
import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pointsNamespace } from '../i18n/points-i18n';
import { RedeemForm } from './redeem-form';

registerStoryNamespaces(pointsNamespace);

const item: RewardItem = {
  id: 4001,
  name: 'Wireless earbuds',
  chineseName: '无线耳机',
  type: 1,
  price: 200,
  mpPointAmount: 120,
  mpMoneyAmount: 10,
  displayPointMoneyAmt: 'Y',
  inventory: 12,
};

const submitName = /立即兌換|立即兑换|今すぐ交換|Redeem now|แลกเลย|Đổi ngay/;

/** The redeem form in each validation state, against the in-browser sandbox as player01. */
const meta = {
  title: 'Points/RedeemForm',
  component: RedeemForm,
  args: { item, onRedeemed: fn() },
  decorators: [withFeatureShell],
  parameters: {
    flags: { PTSYS3: true, PAYMENTPASS3: true },
    featureShell: { account: 'player01' },
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <RedeemForm {...args} />
    </div>
  ),
} satisfies Meta<typeof RedeemForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/**
 * The form: the feature shell renders it once player01 is signed in on the sandbox, so a play
 * function finds it with `findBy*` rather than expecting it on the first frame.
 */
const formOf = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: submitName }, { timeout: 10_000 });
  return canvas;
};

/** Submitted empty: password, name, address and phone messages. */
export const EmptyFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(3);
  },
};

/** A phone that does not start with a digit: br_enright_cphone. */
export const WrongPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formOf(canvasElement);
    const phone = canvasElement.querySelector<HTMLInputElement>('input[inputmode="tel"]')!;
    await userEvent.type(phone, '+886912');
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/\S/);
  },
};

/** The LINE id is asked for where the configuration says so (lumen). */
export const LineRequired: Story = {
  parameters: { featureShell: { merchant: 'lumen', account: 'player01' } },
  play: async ({ canvasElement }) => {
    const canvas = await formOf(canvasElement);
    // The field appears once lumen's point configuration has arrived.
    const line = await canvas.findByLabelText(/LINE/, {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(line).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The login password when PAYMENTPASS3 is off. */
export const LoginPassword: Story = {
  parameters: { flags: { PTSYS3: true, PAYMENTPASS3: false } },
};

/** Sold out: quantity cleared, submit disabled. */
export const SoldOut: Story = { args: { item: { ...item, inventory: 0 } } };

/** No points price: only points plus money is offered. */
export const PointsPlusMoneyOnly: Story = { args: { item: { ...item, price: undefined } } };

/** A wrong payment password: the platform's message, the typed values kept. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await formOf(canvasElement);
    const inputs = canvas.getAllByRole('textbox');
    // quantity, name, address, phone, province
    await userEvent.type(inputs[1]!, 'Ann');
    await userEvent.type(inputs[2]!, '1 Road');
    await userEvent.type(inputs[3]!, '0912345678');
    const password = canvasElement.querySelector<HTMLInputElement>('input[type="password"]');
    if (password) await userEvent.type(password, 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};
