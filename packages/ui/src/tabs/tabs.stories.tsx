import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Login method',
    onValueChange: fn(),
    items: [
      { id: 'username', label: 'Username', content: 'Username and password form' },
      { id: 'sms', label: 'SMS code', content: 'Mobile number and SMS code form' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'sms' } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const ManualActivation: Story = { args: { activation: 'manual' } };

/** The second-factor dialog's four methods, one of them unavailable. */
export const WithDisabledTab: Story = {
  args: {
    'aria-label': 'Verification method',
    items: [
      { id: 'payeeName', label: 'Payee name', content: 'Payee name field' },
      { id: 'sms', label: 'SMS', content: 'SMS code field', disabled: true },
      { id: 'ga', label: 'Authenticator', content: 'Authenticator code field' },
      { id: 'email', label: 'Email', content: 'Email code field' },
    ],
  },
};
