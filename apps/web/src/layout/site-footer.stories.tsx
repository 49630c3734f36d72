import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withShell } from '../test/shell-story';
import { SiteFooter } from './site-footer';

/** The site footer: the merchant's resources, licences and links. */
const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  decorators: [withShell],
  // withShell renders the story as the page at `shell.path`; at "/" its route tree matches only
  // the shell root (its own "/" outranks the story's "*"), so these stories open at /story.
  parameters: { layout: 'fullscreen', shell: { path: '/story' } },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('contentinfo', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};
