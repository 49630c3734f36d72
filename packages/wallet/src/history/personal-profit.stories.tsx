import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { walletNamespace } from '../i18n/wallet-i18n';
import { PersonalProfit } from './personal-profit';

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

/** Profit and loss, against the in-browser sandbox (pick the skin in the toolbar). */
const meta = {
  title: 'Wallet/Profit and loss',
  component: PersonalProfit,
  decorators: [withFeatureShell],
  parameters: { flags: FLAGS, featureShell: { account: 'player01' } },
} satisfies Meta<typeof PersonalProfit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** player01: seeded balance, bank cards and history. */
export const Player: Story = {};
