import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pointsNamespace } from '../i18n/points-i18n';
import { ConvertDialog } from './convert-dialog';

registerStoryNamespaces(pointsNamespace);

/** Convert points to balance, as player01 on the in-browser sandbox. */
const meta = {
  title: 'Points/ConvertDialog',
  component: ConvertDialog,
  args: { onClose: fn(), onConverted: fn() },
  decorators: [withFeatureShell],
  parameters: {
    flags: { PTSYS3: true, PAYMENTPASS3: true },
    featureShell: { account: 'player01' },
  },
} satisfies Meta<typeof ConvertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No password: br_sqmypaur_twtjtu. */
export const MissingPassword: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    const buttons = dialog.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(await dialog.findByRole('alert')).toBeVisible();
  },
};
