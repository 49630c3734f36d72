import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withShell } from '../test/shell-story';
import { NotFoundPage } from './not-found-page';

/** An address the site does not have: says so and offers the way home. */
const meta = {
  title: 'Shell/NotFoundPage',
  component: NotFoundPage,
  decorators: [withShell],
  parameters: { shell: { path: '/no-such-page' } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1 }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};
