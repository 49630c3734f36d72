import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@site/theme';
import { Button } from '../button/button';
import { CountBadge } from './count-badge';

const meta = {
  title: 'UI/CountBadge',
  component: CountBadge,
  args: { count: 5 },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Few: Story = {};
export const NinetyNine: Story = { args: { count: 99 } };
/** Above the maximum the badge shows 99+. */
export const OverMax: Story = { args: { count: 128 } };
export const CustomMax: Story = { args: { count: 12, max: 9 } };
/** At zero nothing renders. */
export const Zero: Story = { args: { count: 0 } };
export const BrandTone: Story = { args: { count: 3, tone: 'brand' } };
export const OnAButton: Story = {
  render: (args) => (
    <Button
      variant="secondary"
      endIcon={<CountBadge {...args} label={`${args.count} unread messages`} />}
    >
      Messages
    </Button>
  ),
  args: { count: 120 },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
      {[1, 42, 99, 100, 5000].map((count) => (
        <CountBadge key={count} {...args} count={count} />
      ))}
    </div>
  ),
};
