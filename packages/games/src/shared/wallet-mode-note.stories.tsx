import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { gamesNamespace } from '../i18n/games-i18n';
import { WalletModeNote } from './wallet-mode-note';

registerStoryNamespaces(gamesNamespace);

const meta = {
  title: 'Games/Wallet mode note',
  component: WalletModeNote,
  decorators: [withFeatureShell],
  parameters: { featureShell: { merchant: 'default', account: 'player01', path: '/electron' } },
} satisfies Meta<typeof WalletModeNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member of a transfer-wallet merchant (the sandbox's default): move funds before playing. */
export const TransferWallet: Story = {};

/** A visitor: nothing (the merchant wallet is not asked for). */
export const Visitor: Story = {
  parameters: { featureShell: { merchant: 'default', path: '/electron' } },
};
