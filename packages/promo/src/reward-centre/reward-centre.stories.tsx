import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { promoNamespace } from '../i18n/promo-i18n';
import { MissionPage } from './mission-page';
import { ReferralPage } from './referral-page';
import { RewardCentrePage } from './reward-centre-page';

registerStoryNamespaces(promoNamespace);

/** The reward centre as player01: claims, promo code, rebate rates (PLYRBT). */
const meta = {
  title: 'Promo/RewardCentre',
  component: RewardCentrePage,
  decorators: [withFeatureShell],
  parameters: { flags: { REWCEN3: true, PLYRBT: true }, featureShell: { account: 'player01' } },
} satisfies Meta<typeof RewardCentrePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutRebate: Story = { parameters: { flags: { REWCEN3: true, PLYRBT: false } } };
export const Disabled: Story = { parameters: { flags: { REWCEN3: false } } };
export const Missions: Story = { render: () => <MissionPage /> };
export const Referral: Story = { render: () => <ReferralPage /> };
