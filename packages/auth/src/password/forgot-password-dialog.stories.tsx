import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAuthShell } from '../test/story-harness';
import { ForgotPasswordPanel } from './forgot-password-dialog';

const meta = {
  title: 'Auth/ForgotPassword',
  component: ForgotPasswordPanel,
  args: { onCancel: () => undefined },
  decorators: [withAuthShell],
} satisfies Meta<typeof ForgotPasswordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByEmail: Story = {};
