import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAuthShell } from '../test/story-harness';
import { LogoutDialog } from './logout-dialog';

/** The logout confirmation; confirming calls the platform logout and clears the session. */
const meta = {
  title: 'Auth/LogoutDialog',
  component: LogoutDialog,
  args: { params: undefined, onClose: () => undefined },
  decorators: [withAuthShell],
} satisfies Meta<typeof LogoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
