import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withShell } from '../test/shell-story';
import { GlobalLoader, SiteLayout } from './site-layout';

/** Header, main, footer, right bar and widgets around every page (the page slot is empty here). */
const meta = {
  title: 'Shell/SiteLayout',
  component: SiteLayout,
  decorators: [withShell],
  parameters: { layout: 'fullscreen' },
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

export const SignedIn: Story = { parameters: { shell: { account: 'player01' } } };

/** The loader shown while a lazily loaded page arrives (idle here: nothing is loading). */
export const Loader: Story = { render: () => <GlobalLoader /> };
