import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onVisibleChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = { args: { defaultValue: 'secret123' } };
export const Shown: Story = { args: { defaultValue: 'secret123', defaultVisible: true } };
export const WithError: Story = {
  args: {
    defaultValue: '123',
    error: 'Password must be 6 to 16 characters',
    hint: '6-16 characters',
  },
};
export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', required: true },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret123' } };
