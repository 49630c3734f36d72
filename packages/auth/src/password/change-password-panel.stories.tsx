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

/**
 * The panel's form, once rendered: the auth texts load on first use (the panel suspends until
 * then), so a play function waits for the form instead of reading the first frame.
 */
const formOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('form', {}, { timeout: 10_000 });

export const ChosenByMember: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.querySelectorAll('input[type="password"]').length).toBe(3);
    await expect(within(form).getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const FirstLogin: Story = { args: { reason: 'first-login' } };

export const Expired: Story = { args: { reason: 'expired' } };

export const DefaultPassword: Story = {
  args: { reason: 'default-password' },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement);
    await expect(form.querySelectorAll('input[type="password"]').length).toBe(2);
  },
};
