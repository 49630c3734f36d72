import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sandboxFetch, withShell } from '../test/shell-story';
import { MaintenancePage } from './maintenance-page';

/** Switches one of the story sandbox's platform controls (maintenance, region) for one story. */
function sandboxControl(control: 'maintenance' | 'region', on: Record<string, unknown>) {
  const post = (payload: Record<string, unknown>) =>
    sandboxFetch(`/__sandbox/${control}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ merchant: 'default', ...payload }),
    });
  return async () => {
    await post({ on: true, ...on });
    // Back to normal before the next story (Storybook itself never resets the sandbox).
    return async () => void (await post({ on: false }));
  };
}

/**
 * The site maintenance page: the platform's maintenance texts, or the access-denied text with the
 * visitor's IP in a restricted region. With neither it sends the visitor home, so each story
 * switches the sandbox's control first.
 */
const meta = {
  title: 'Shell/MaintenancePage',
  component: MaintenancePage,
  decorators: [withShell],
  parameters: { shell: { path: '/maintenance' } },
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByTestId(
      'maintenance-page',
      {},
      { timeout: 15_000 },
    );
    await expect(
      await within(page).findByRole('heading', { level: 1 }, { timeout: 15_000 }),
    ).not.toBeEmptyDOMElement();
  },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** System maintenance, ending in an hour. */
export const Default: Story = { beforeEach: sandboxControl('maintenance', { endsInMinutes: 60 }) };

/** A visitor from a restricted region. */
export const RegionRestricted: Story = { beforeEach: sandboxControl('region', {}) };
