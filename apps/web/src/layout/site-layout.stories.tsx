import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withShell } from '../test/shell-story';
import { GlobalLoader, SiteLayout } from './site-layout';

/** Header, main, footer, right bar and widgets around every page (the page slot is empty here). */
const meta = {
  title: 'Shell/SiteLayout',
  component: SiteLayout,
  decorators: [withShell],
  // withShell renders the story as the page at `shell.path`; at "/" its route tree matches only
  // the shell root (its own "/" outranks the story's "*"), so these stories open at /story.
  parameters: { layout: 'fullscreen', shell: { path: '/story' } },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('main', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  parameters: { shell: { account: 'player01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('main', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(await canvas.findByTestId('balance', {}, { timeout: 15_000 })).toHaveTextContent(
      /\d/,
    );
  },
};

/** The loader shown while a lazily loaded page arrives (idle here: nothing is loading). */
export const Loader: Story = { render: () => <GlobalLoader /> };
