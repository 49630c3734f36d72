import { WHITELABEL_MODULE_IDS } from '@site/theme';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlagTable } from './flag-table';
import { ThemeTokenTable } from './theme-token-table';

/** The generated tables of the designers' docs pages, as stories so they are tested too. */
const meta = {
  title: 'Designers/Tables',
  component: ThemeTokenTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemeTokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour tokens in every skin (the docs page shows every group). */
export const ColourTokens: Story = {
  args: { group: 'color' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    // Token column plus one per skin (default, aurum, lumen, demo at least).
    await expect(headers.length).toBeGreaterThanOrEqual(5);
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(10);
  },
};

export const Flags: Story = {
  render: () => <FlagTable />,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    // One row per module plus the header row; every module has a description.
    await expect(within(table).getAllByRole('row')).toHaveLength(WHITELABEL_MODULE_IDS.length + 1);
  },
};
