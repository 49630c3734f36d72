import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { walletNamespace } from '../i18n/wallet-i18n';
import { SecurityCenter } from './security-center';

registerStoryNamespaces(walletNamespace);

const FLAGS = {
  DEPOSIT: true,
  WITHDRAW: true,
  AGETRANSFERUP3: true,
  MANPLAYREB3: true,
  PLYRBT: true,
  UPDATEMOBILEICC3: true,
  PAYMENTPASS3: true,
};

/** Security centre, against the in-browser sandbox (pick the skin in the toolbar). */
const meta = {
  title: 'Wallet/Security centre',
  component: SecurityCenter,
  decorators: [withFeatureShell],
  parameters: { flags: FLAGS, featureShell: { account: 'player01' } },
} satisfies Meta<typeof SecurityCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** player01: seeded balance, bank cards and history. */
export const Player: Story = {};

/** player02 has no payment password yet: the form sets one. */
export const NoPaymentPassword: Story = {
  parameters: { featureShell: { account: 'player02' } },
};

/** Without UPDATEMOBILEICC3 the mobile number is shown but cannot be changed. */
export const NoMobileUpdate: Story = {
  parameters: { flags: { ...FLAGS, UPDATEMOBILEICC3: false } },
};
