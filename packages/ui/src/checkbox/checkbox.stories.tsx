import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'I have read and accept the user agreement', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = { args: { hint: 'You must be 18 or older to register.' } };
export const WithError: Story = { args: { error: 'Please accept the user agreement' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
