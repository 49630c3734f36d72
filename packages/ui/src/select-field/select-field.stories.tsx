import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './select-field';

const meta: Meta<typeof SelectField> = {
  title: 'UI/SelectField',
  component: SelectField,
  args: {
    label: 'Dialing code',
    defaultValue: '86',
    children: (
      <>
        <option value="86">🇨🇳 +86</option>
        <option value="66">🇹🇭 +66</option>
        <option value="84">🇻🇳 +84</option>
      </>
    ),
  },
};
export default meta;

type Story = StoryObj<typeof SelectField>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Sent with your mobile number' } };
export const WithError: Story = { args: { error: 'Enter 1 to 3 digits' } };
export const HiddenLabelSmall: Story = { args: { hideLabel: true, size: 'sm' } };
export const Disabled: Story = { args: { disabled: true } };
