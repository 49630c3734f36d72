import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../test/shell-story';
import { HelpMcPage, HelpPage } from './help-page';

/** The help centre (`/help`) and its member-centre variant, from the sandbox's help tree. */
const meta = {
  title: 'Shell/HelpPage',
  component: HelpPage,
  decorators: [withShell],
  parameters: { shell: { path: '/help' } },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Help: Story = {};

export const InMemberCentre: Story = {
  render: () => <HelpMcPage />,
  parameters: { shell: { path: '/help', account: 'player01' } },
};
