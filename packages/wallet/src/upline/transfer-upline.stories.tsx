import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { walletNamespace } from '../i18n/wallet-i18n';
import { TransferUpline } from './transfer-upline';

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

/** Transfer to upline, against the in-browser sandbox (pick the skin in the toolbar). */
const meta = {
  title: 'Wallet/Transfer to upline',
  component: TransferUpline,
  decorators: [withFeatureShell],
  parameters: { flags: FLAGS, featureShell: { account: 'agent00' } },
} satisfies Meta<typeof TransferUpline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent00: toUpline 1 with agent01 as its upline. */
export const Player: Story = {};
