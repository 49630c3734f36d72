import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import cn from '../i18n/messages/cn';
import en from '../i18n/messages/en';
import ja from '../i18n/messages/ja';
import th from '../i18n/messages/th';
import tw from '../i18n/messages/tw';
import vi from '../i18n/messages/vi';
import { promoNamespace } from '../i18n/promo-i18n';
import { ApplyRewardForm } from './apply-reward-form';

registerStoryNamespaces(promoNamespace);

/** A label or button text in whichever of the six languages the toolbar selects. */
const inAnyLanguage = (key: keyof typeof en, prefix = '') =>
  new RegExp(`${prefix}(${[cn, tw, ja, en, th, vi].map((messages) => messages[key]).join('|')})`);
const SUBMIT = inAnyLanguage('reward_submit', '^');
const REMARKS = inAnyLanguage('reward_remark', '^');
const IMAGES = inAnyLanguage('reward_images', '^');

const png = (name: string, bytes = 64) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Apply for reward as player01: remark <= 140, up to 3 jpg/jpeg/png images of <= 5 MB. */
const meta = {
  title: 'Promo/ApplyRewardForm',
  component: ApplyRewardForm,
  args: {
    promotion: { id: 7003, title: 'Rescue Bonus', remarkRequired: 'Y', imageRequired: 'Y' },
    onDone: fn(),
    onCancel: fn(),
  },
  decorators: [withFeatureShell],
  parameters: { flags: { REWCEN3: true }, featureShell: { account: 'player01' } },
} satisfies Meta<typeof ApplyRewardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** activity_apply_remark_limit1: remark required and empty. */
export const RemarkRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** Image required and none. */
export const ImageRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(REMARKS), 'receipt');
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** activity_apply_remark_limit2: not jpg, jpeg or png. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = (await canvas.findByLabelText(IMAGES)) as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** activity_apply_remark_limit3: over 5242880 bytes. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      (await canvas.findByLabelText(IMAGES)) as HTMLInputElement,
      png('big.png', 5_242_881),
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** activity_apply_remark_limit4: a 4th image. */
export const TooMany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = (await canvas.findByLabelText(IMAGES)) as HTMLInputElement;
    await userEvent.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
