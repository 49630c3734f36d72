import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@site/theme';
import { fn } from 'storybook/test';
import { CheckIcon } from '../icons/icons';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Log out' } };
export const Loading: Story = { args: { loading: true, children: 'Confirm' } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Log in' } };
export const WithIcon: Story = { args: { startIcon: <CheckIcon />, children: 'Claimed' } };

/** Every variant in every size, for comparing skins at a glance. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: vars.space.sm, alignItems: 'center' }}>
          {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
            <Button key={variant} {...args} size={size} variant={variant}>
              {variant} {size}
            </Button>
          ))}
          <Button {...args} size={size} loading>
            loading
          </Button>
          <Button {...args} size={size} disabled>
            disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};
