import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Log out',
    message: 'Are you sure you want to log out?',
    onConfirm: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Danger: Story = { args: { tone: 'danger', confirmLabel: 'Log out' } };
export const NoticeOnly: Story = {
  args: { title: 'Login expired', message: 'Please log in again.', hideCancel: true },
};

/** Confirm waits two seconds, showing the spinner, then closes. */
export const AsyncConfirm: Story = {
  args: {
    title: 'Claim reward',
    message: 'Claim the sign-in bonus now?',
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 2000))),
  },
};
