import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../test/shell-story';
import { RightBar } from './right-bar';

/** The right-hand bar: customer service entries and back-to-top. */
const meta = {
  title: 'Shell/RightBar',
  component: RightBar,
  decorators: [withShell],
  // withShell renders the story as the page at `shell.path`; at "/" its route tree matches only
  // the shell root (its own "/" outranks the story's "*"), so these stories open at /story.
  parameters: { layout: 'fullscreen', shell: { path: '/story' } },
} satisfies Meta<typeof RightBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithWidgets: Story = {
  args: { widgets: <p style={{ margin: 0 }}>widget</p> },
};
