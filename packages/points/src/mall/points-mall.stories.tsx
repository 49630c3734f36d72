import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pointsNamespace } from '../i18n/points-i18n';
import { PointsMall } from './points-mall';

registerStoryNamespaces(pointsNamespace);

/**
 * The points mall as player01 sees it on the in-browser sandbox (5000 points). Switch the
 * merchant toolbar to "All merchants" for every skin, and the language toolbar for the six
 * languages.
 */
const meta = {
  title: 'Points/PointsMall',
  component: PointsMall,
  decorators: [withFeatureShell],
  parameters: {
    flags: { PTSYS3: true, PAYMENTPASS3: true },
    featureShell: { account: 'player01', path: '/pointMall' },
  },
} satisfies Meta<typeof PointsMall>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Exchange goods: reward-type tabs and 3 items per category. */
export const ExchangeGoods: Story = {};

/** One reward type selected: 7 items, then "more". */
export const OneType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The second tab list is the reward types; its second tab is type 1.
    const lists = await canvas.findAllByRole('tablist', {}, { timeout: 10_000 });
    const types = lists[1] ?? lists[0]!;
    const tabs = await within(types).findAllByRole('tab', {}, { timeout: 10_000 });
    await userEvent.click(tabs[1] ?? tabs[0]!);
  },
};

/** A commodity opened: slides, main image, price, inventory, description and the redeem form. */
export const CommodityOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByTestId('reward-card', {}, { timeout: 10_000 });
    await userEvent.click(first!);
    await expect(
      await within(document.body).findByRole('dialog', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Redeem records with the date-range picker and the status filter. */
export const RedeemRecords: Story = { args: { initialSection: 'records' } };

/** Point details of the last 7 days. */
export const PointDetails: Story = { args: { initialSection: 'details' } };

/** Point rules: the rate and the ratios as percent. */
export const PointRules: Story = { args: { initialSection: 'rules' } };

/** Without PTSYS3 the mall is not offered. */
export const Disabled: Story = { parameters: { flags: { PTSYS3: false } } };

/** The lumen merchant, whose redeem form asks for the LINE id. */
export const LumenSkin: Story = {
  parameters: { featureShell: { merchant: 'lumen', account: 'player01', path: '/pointMall' } },
};
