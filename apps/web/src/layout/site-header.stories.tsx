import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withShell } from '../test/shell-story';
import { SiteHeader } from './site-header';

/** The site header: logo, the features' navigation and the sign-in or member area. */
const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  decorators: [withShell],
  parameters: { layout: 'fullscreen' },
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

export const SignedIn: Story = { parameters: { shell: { account: 'player01' } } };
