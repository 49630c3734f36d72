import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../test/shell-story';
import { SpeedTestPage } from './speed-test-page';

/** The line speed test: each domain's response time (measured live, so not in visual baselines). */
const meta = {
  title: 'Shell/SpeedTestPage',
  component: SpeedTestPage,
  decorators: [withShell],
  parameters: { shell: { path: '/speed-test' } },
} satisfies Meta<typeof SpeedTestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
