import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../test/shell-story';
import { MemberInfoBar } from './member-info-bar';

/** The signed-in member's bar: name, VIP, balance, inbox count, centre and log-out. */
const meta = {
  title: 'Shell/MemberInfoBar',
  component: MemberInfoBar,
  decorators: [withShell],
  // withShell renders the story as the page at `shell.path`; at "/" its route tree matches only
  // the shell root (its own "/" outranks the story's "*"), so these stories open at /story.
  parameters: { shell: { path: '/story', account: 'player01' } },
} satisfies Meta<typeof MemberInfoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {};

export const Agent: Story = { parameters: { shell: { account: 'agent01' } } };
