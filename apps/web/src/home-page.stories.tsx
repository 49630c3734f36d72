import type { Meta, StoryObj } from '@storybook/react-vite';
import { HomePage } from './home-page';
import { withShell } from './test/shell-story';

/** The home page: the sections every feature contributes, in the order of features.ts. */
const meta = {
  title: 'Shell/HomePage',
  component: HomePage,
  decorators: [withShell],
  // withShell renders the story as the page at `shell.path`; at "/" its route tree matches only
  // the shell root (its own "/" outranks the story's "*"), so these stories open at /story.
  parameters: { layout: 'fullscreen', shell: { path: '/story' } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const SignedIn: Story = { parameters: { shell: { account: 'player01' } } };
