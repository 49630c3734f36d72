import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAuthShell } from '../test/story-harness';
import { ForgotPasswordDialog } from './forgot-password-dialog';

const meta = {
  title: 'Auth/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: { params: undefined, onClose: () => undefined },
  decorators: [withAuthShell()],
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByEmail: Story = {};
