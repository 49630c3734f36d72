import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default, translated "nothing here" text. */
export const Default: Story = {};
export const WithDescription: Story = {
  args: { title: 'No records', description: 'No transactions in the selected 30 days.' },
};
export const WithAction: Story = {
  args: {
    title: 'No favourites yet',
    description: 'Tap the star on a game to keep it here.',
    action: <Button variant="secondary">Browse games</Button>,
  },
};
export const WithoutIcon: Story = { args: { icon: null, title: 'No winners yet' } };
