import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withShell } from '../test/shell-story';
import { SiteHeader } from './site-header';

/** The site header: logo, the features' navigation and the sign-in or member area. */
const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  decorators: [withShell],
  // withShell renders the story as the page at `shell.path`; at "/" its route tree matches only
  // the shell root (its own "/" outranks the story's "*"), so these stories open at /story.
  parameters: { layout: 'fullscreen', shell: { path: '/story' } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('banner', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const SignedIn: Story = {
  parameters: { shell: { account: 'player01' } },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('banner', {}, { timeout: 15_000 });
    // The member's bar replaces the sign-in buttons once start-up has restored the session.
    await expect(
      await within(banner).findByTestId('balance', {}, { timeout: 15_000 }),
    ).toHaveTextContent(/\d/);
  },
};
