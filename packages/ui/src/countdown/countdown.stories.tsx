import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@site/theme';
import { fn } from 'storybook/test';
import { Countdown } from './countdown';

const lotteryRange = (s: number) => s >= 2 && s <= 1000 * 3600;

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  args: { seconds: 3725, label: 'Time to next draw', onZero: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const UnderAMinute: Story = { args: { seconds: 45 } };
/** Reaches zero after five seconds and calls onZero once. */
export const ReachesZero: Story = { args: { seconds: 5 } };
/** The caller rejects the time (under 2 s or over 1000 hours on lottery cards). */
export const OutOfRange: Story = { args: { seconds: 1000 * 3600 + 1, isValid: lotteryRange } };
/** With the lottery rule, the last two seconds show the placeholder. */
export const HidesNearZero: Story = { args: { seconds: 6, isValid: lotteryRange } };
export const NoTime: Story = { args: { seconds: null } };
export const LargeHours: Story = { args: { seconds: 999 * 3600 + 59 } };
export const InLargeText: Story = {
  render: (args) => (
    <div style={{ fontSize: vars.font.size2xl, color: vars.color.brand }}>
      <Countdown {...args} />
    </div>
  ),
};
