import type { SiteStore } from '@site/api-core';
import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { agentContractsApi } from '../agent-contracts-api';
import { agentContractsNamespace } from '../i18n/agent-contracts-i18n';
import type { ConfirmationItem } from '../rules/confirmation-rules';
import { PaymentConfirmationDialog } from './payment-confirmation-dialog';

registerStoryNamespaces(agentContractsNamespace);

const received: ConfirmationItem = {
  payDetailId: 1,
  isAutoConfirmed: 'N',
  amount: 500,
  remainingAmount: 500,
};
const auto: ConfirmationItem = {
  payDetailId: 2,
  isAutoConfirmed: 'Y',
  amount: 1200,
  remainingAmount: 200,
};
const small: ConfirmationItem = {
  payDetailId: 3,
  isAutoConfirmed: 'N',
  amount: 88.8,
  remainingAmount: 88.8,
};

const seed = (items: ConfirmationItem[]) => (store: SiteStore) => {
  void store.dispatch(
    agentContractsApi.util.upsertQueryData('agentPaymentConfirmations', undefined, items),
  );
};

/**
 * The payment confirmation modal: one item at a time with amount and remaining amount. Received
 * sends Y (A when auto-confirmed); not received needs one jpg/jpeg/png proof of at most 5 MB.
 */
const meta = {
  title: 'Agent contracts/Payment confirmation modal',
  component: PaymentConfirmationDialog,
  decorators: [withFeatureShell],
  args: { params: undefined, onClose: () => undefined },
  parameters: { featureShell: { account: 'agent00' } },
} satisfies Meta<typeof PaymentConfirmationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent00's three confirmations from the sandbox; answers go to the sandbox. */
export const SandboxAgent00: Story = {};

/** An ordinary item: Received sends Y. */
export const Received: Story = {
  parameters: { featureShell: { account: 'agent00', prepare: seed([received, auto, small]) } },
};

/** The not-received form: the proof image is required and the hint mentions 15 minutes. */
export const NotReceivedWithProof: Story = {
  args: { params: { mode: 'notReceived' }, onClose: () => undefined },
  parameters: { featureShell: { account: 'agent00', prepare: seed([received, small]) } },
};

/** An auto-confirmed item: Received sends A. */
export const AutoConfirmed: Story = {
  parameters: { featureShell: { account: 'agent00', prepare: seed([auto, small]) } },
};

/** The last item: confirming it closes the modal. */
export const LastItem: Story = {
  parameters: { featureShell: { account: 'agent00', prepare: seed([small]) } },
};
