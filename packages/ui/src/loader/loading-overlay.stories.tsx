import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from './loader';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The global loader over the whole page. */
export const Open: Story = {};
export const CustomLabel: Story = { args: { label: 'Opening member centre' } };
export const SpinnerOnly: Story = { args: { showLabel: false } };
export const Closed: Story = { args: { open: false } };
