import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withShell } from '../test/shell-story';
import { BootSplash } from './boot-splash';

/**
 * What shows while nothing of the page can show yet: the merchant's page background and logo,
 * the picture index.html's boot frame paints before the scripts arrive (ADR 0204). No text but
 * "Loading" for screen readers, so it needs no language.
 */
const meta = {
  title: 'Shell/BootSplash',
  component: BootSplash,
  decorators: [withShell],
  parameters: { layout: 'fullscreen', shell: { path: '/story' } },
} satisfies Meta<typeof BootSplash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const splash = await within(canvasElement.ownerDocument.body).findByTestId(
      'boot-splash',
      {},
      { timeout: 15_000 },
    );
    await expect(splash).toHaveAttribute('role', 'status');
    await expect(splash.querySelector('img')).toBeVisible();
  },
};
