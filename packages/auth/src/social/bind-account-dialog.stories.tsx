import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAuthShell } from '../test/story-harness';
import { BindAccountDialog } from './bind-account-dialog';

/**
 * `bind_customer_required` after a social sign-in: with manual registration the member chooses an
 * existing account or a new one; with FIREBASECREATEACC3 on and SSOMANUALREG3 off the account is
 * created automatically.
 */
const meta = {
  title: 'Auth/BindAccountDialog',
  component: BindAccountDialog,
  args: { params: undefined, onClose: () => undefined },
  decorators: [withAuthShell],
} satisfies Meta<typeof BindAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseExistingOrNew: Story = {
  parameters: { flags: { FIREBASECREATEACC3: false, SSOMANUALREG3: true, USERNAMEREG3: true } },
};
