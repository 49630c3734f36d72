import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withShell } from '../test/shell-story';
import { PartBoundary, PartFailed } from './part-boundary';

/** A part that throws while rendering, as a decoder would on an answer it did not expect. */
function Broken(): never {
  throw new Error('the answer had no list');
}

/**
 * What a page, a home section or a centre page shows in its place when it fails to render: the
 * rest of the site stays, and the visitor can try again (ADR 0194).
 */
const meta = {
  title: 'Shell/PartBoundary',
  component: PartBoundary,
  args: { name: 'the story part', children: <Broken /> },
  decorators: [withShell],
  parameters: { shell: { path: '/story' } },
} satisfies Meta<typeof PartBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FailedPart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /重试|Retry/ })).toBeVisible();
  },
};

/** The notice alone; retrying renders the part again (here it fails again). */
export const Notice: Story = {
  render: () => <PartFailed onRetry={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /重试|Retry/ }));
  },
};
