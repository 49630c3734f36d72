import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../test/shell-story';
import { RightBar } from './right-bar';

/** The right-hand bar: customer service entries and back-to-top. */
const meta = {
  title: 'Shell/RightBar',
  component: RightBar,
  decorators: [withShell],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RightBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithWidgets: Story = {
  args: { widgets: <p style={{ margin: 0 }}>widget</p> },
};
