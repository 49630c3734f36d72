import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { walletNamespace } from '../i18n/wallet-i18n';
import { ManualRebate } from './manual-rebate';

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

/** Manual rebate, against the in-browser sandbox (pick the skin in the toolbar). */
const meta = {
  title: 'Wallet/Manual rebate',
  component: ManualRebate,
  decorators: [withFeatureShell],
  parameters: { flags: FLAGS, featureShell: { account: 'player01' } },
} satisfies Meta<typeof ManualRebate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** player01: seeded balance, bank cards and history. */
export const Player: Story = {};

/** broke01 has no rebate to claim. */
export const NothingToClaim: Story = {
  parameters: { featureShell: { account: 'broke01' } },
};
