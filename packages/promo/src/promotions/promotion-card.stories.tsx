import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { promoNamespace } from '../i18n/promo-i18n';
import { fakePromotion } from '../test/fixtures';
import { PromotionCard } from './promotion-card';
import { PromotionPopup } from './promotion-popup';
import { PromotionsPage } from './promotions-page';

registerStoryNamespaces(promoNamespace);

/** A promotion card: date badge, "more" toggle with sanitised HTML, go-to and apply buttons. */
const meta = {
  title: 'Promo/PromotionCard',
  component: PromotionCard,
  args: {
    promotion: fakePromotion(),
    canGoTo: true,
    canApply: true,
    onGoTo: fn(),
    onApply: fn(),
    onOpen: fn(),
  },
  decorators: [withFeatureShell],
  parameters: { flags: { REWCEN3: true } },
} satisfies Meta<typeof PromotionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Pending: Story = { args: { promotion: fakePromotion({ status: 'PENDING' }) } };
export const NoGoTo: Story = { args: { canGoTo: false } };
/** The popup: title, rich content, go-to and "I agree". */
export const Popup: Story = {
  render: (args) => (
    <PromotionPopup promotion={args.promotion} canGoTo onGoTo={args.onGoTo} onClose={args.onOpen} />
  ),
};
/** The whole page for a visitor, on the sandbox. */
export const Page: Story = {
  render: () => <PromotionsPage />,
  parameters: { featureShell: { path: '/promotion' } },
};
/** Signed in as player01, opened on a promotion hash. */
export const PageMember: Story = {
  render: () => <PromotionsPage />,
  parameters: { featureShell: { path: '/promotion#7005', account: 'player01' } },
};
