import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { walletNamespace } from '../i18n/wallet-i18n';
import { TransactionHistory } from './transaction-history';

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

/** Transaction history, against the in-browser sandbox (pick the skin in the toolbar). */
const meta = {
  title: 'Wallet/Transaction history',
  component: TransactionHistory,
  decorators: [withFeatureShell],
  parameters: { flags: FLAGS, featureShell: { account: 'player01' } },
} satisfies Meta<typeof TransactionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** player01: seeded balance, bank cards and history. */
export const Player: Story = {};
