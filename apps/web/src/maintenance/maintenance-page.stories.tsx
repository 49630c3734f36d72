import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../test/shell-story';
import { MaintenancePage } from './maintenance-page';

/** The site maintenance page, with the platform's maintenance texts. */
const meta = {
  title: 'Shell/MaintenancePage',
  component: MaintenancePage,
  decorators: [withShell],
  parameters: { shell: { path: '/maintenance' } },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
