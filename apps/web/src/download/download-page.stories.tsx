import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../test/shell-story';
import { DownloadPage } from './download-page';

/** The app download page: the merchant's apps with their QR codes. */
const meta = {
  title: 'Shell/DownloadPage',
  component: DownloadPage,
  decorators: [withShell],
  parameters: { shell: { path: '/download' } },
} satisfies Meta<typeof DownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
