import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { walletNamespace } from '../i18n/wallet-i18n';
import { DepositPage } from './deposit-page';

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

/** Deposit, against the in-browser sandbox (pick the skin in the toolbar). */
const meta = {
  title: 'Wallet/Deposit',
  component: DepositPage,
  decorators: [withFeatureShell],
  parameters: { flags: FLAGS, featureShell: { account: 'player01' } },
} satisfies Meta<typeof DepositPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** player01: seeded balance, bank cards and history. */
export const Player: Story = {};

/** A second merchant's channels and money format (lumen, THB). */
export const Lumen: Story = {
  parameters: { featureShell: { account: 'player01', merchant: 'lumen' } },
};
