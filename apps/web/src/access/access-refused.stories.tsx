import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../test/shell-story';
import { AccessRefused } from './access-refused';

/** What a guarded page shows instead of itself. */
const meta = {
  title: 'Shell/AccessRefused',
  component: AccessRefused,
  args: { denial: 'signInRequired' },
  decorators: [withShell],
  // withShell renders the story as the page at `shell.path`; at "/" its route tree matches only
  // the shell root (its own "/" outranks the story's "*"), so these stories open at /story.
  parameters: { shell: { path: '/story' } },
} satisfies Meta<typeof AccessRefused>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInRequired: Story = {};

export const RealAccountRequired: Story = { args: { denial: 'realAccountRequired' } };
