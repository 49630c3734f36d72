import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { promoNamespace } from '../i18n/promo-i18n';
import { fakePromotion } from '../test/fixtures';
import { PublicityDialog } from './publicity-popups';

registerStoryNamespaces(promoNamespace);

/** The publicity pop-up after login, with paging. */
const meta = {
  title: 'Promo/PublicityPopup',
  component: PublicityDialog,
  args: {
    items: [
      fakePromotion(),
      fakePromotion({ id: 7002, title: 'Welcome Sign-up Bonus' }),
      fakePromotion({ id: 8004, title: 'Deposit channel maintenance', type: 'PL' }),
    ],
    onClose: fn(),
  },
  decorators: [withFeatureShell],
} satisfies Meta<typeof PublicityDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paged: Story = {};
export const Single: Story = { args: { items: [fakePromotion()] } };
