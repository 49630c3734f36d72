import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withAuthShell } from '../test/story-harness';
import { ChangePasswordPanel } from './change-password-panel';

/** Old, new and confirmation password; the old one is not asked on the default-password account. */
const meta = {
  title: 'Auth/ChangePasswordPanel',
  component: ChangePasswordPanel,
  args: { onChanged: fn() },
  decorators: [withAuthShell],
} satisfies Meta<typeof ChangePasswordPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChosenByMember: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('input[type="password"]').length).toBe(3);
    await expect(within(canvasElement).getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const FirstLogin: Story = { args: { reason: 'first-login' } };

export const Expired: Story = { args: { reason: 'expired' } };

export const DefaultPassword: Story = {
  args: { reason: 'default-password' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('input[type="password"]').length).toBe(2);
  },
};
