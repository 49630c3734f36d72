import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from './text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: 'Enter your username', onValueChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Username, 6-13, letters and digits' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { defaultValue: 'ab', error: 'Letters and digits only, 6 to 13', hint: '6-13 characters' },
};
export const Right: Story = { args: { defaultValue: 'player01', valid: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'player01' } };
export const HiddenLabel: Story = { args: { hideLabel: true, placeholder: 'Search games' } };

/** Type and leave the field: the value is checked on blur and marked right or error. */
export const ValidatesOnBlur: Story = {
  args: {
    hint: '6-13 letters and digits',
    trim: 'blur',
    validate: (value: string) =>
      /^[a-z0-9]{6,13}$/i.test(value) ? undefined : 'Letters and digits only, 6 to 13',
  },
};

export const WithEndSlot: Story = {
  args: {
    label: 'Verification code',
    inputMode: 'numeric',
    endSlot: (
      <Button size="sm" variant="secondary">
        Get code
      </Button>
    ),
  },
};
