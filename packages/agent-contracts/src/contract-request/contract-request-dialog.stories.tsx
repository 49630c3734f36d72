import type { SiteStore } from '@site/api-core';
import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { agentContractsApi } from '../agent-contracts-api';
import { agentContractsNamespace } from '../i18n/agent-contracts-i18n';
import { decodeContracts } from '../rules/contract-rules';
import { ContractRequestDialog } from './contract-request-dialog';

registerStoryNamespaces(agentContractsNamespace);

const STATUSES = ['P', 'E', 'V', 'C', 'A', 'R'] as const;
const PRODUCTS = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH'] as const;

/** Consolidated funds with the given statuses for every kind. */
function funds(statuses: readonly string[], extra: Record<string, unknown> = {}) {
  return decodeContracts({
    dividend: statuses.map((status, i) => ({
      productType: PRODUCTS[i % PRODUCTS.length],
      computationPeriod: i % 2 ? 'MONTH' : 'HALF_MONTH',
      status,
      minimumBet: 10000 * (i + 1),
      netLoss: 5000 * (i + 1),
      activeMember: 5 + i,
      contractRate: 10 + 2 * i,
      periodicTotalBet: 8000 * (i + 1),
      periodicTotalBetRequired: 10000 * (i + 1),
      downlineHigherRate: i === 1,
    })),
    dailySalary: statuses.map((status, i) => ({
      id: 100 + i,
      status,
      details: [
        { betVolume: 10000, activeMember: 3, rateType: 'P', rate: 0.3 + i / 10 },
        { betVolume: 50000, activeMember: 8, rateType: 'F', rate: 100 + 10 * i },
      ],
    })),
    hourSalary: statuses.map((status, i) => ({
      contractId: 200 + i,
      status,
      productType: PRODUCTS[i % PRODUCTS.length],
      hourSalaryRates: [{ minimumBet: 2000, activeMember: 2, rateType: 'P', rate: 0.2 + i / 20 }],
    })),
    realTimeSalary: statuses.map((status, i) => ({
      contractId: 300 + i,
      status,
      realTimeSalaryRates: [{ betAmount: 1000, lossRate: 0.5 + i / 10, winRate: 0.2 + i / 20 }],
    })),
    ...extra,
  });
}

const seed = (data: ReturnType<typeof funds>) => (store: SiteStore) => {
  void store.dispatch(
    agentContractsApi.util.upsertQueryData('agentConsolidatedFunds', undefined, data),
  );
};

/**
 * The contract request modal: new requests (P, E offers accept or reject; C, A, R show their
 * status) and termination requests (V: cancel request, agree to terminate).
 */
const meta = {
  title: 'Agent contracts/Contract request modal',
  component: ContractRequestDialog,
  decorators: [withFeatureShell],
  args: { params: { tab: 'new' }, onClose: () => undefined },
  parameters: { featureShell: { account: 'agent00' } },
} satisfies Meta<typeof ContractRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent00 from the sandbox: every kind in every status; answers really go to the sandbox. */
export const SandboxAgent00: Story = {};

/** Every status of every kind, new-request tab. */
export const AllStatusesNew: Story = {
  parameters: { featureShell: { account: 'agent00', prepare: seed(funds(STATUSES)) } },
};

/** Every status of every kind, termination tab (the V contracts). */
export const AllStatusesTermination: Story = {
  args: { params: { tab: 'termination' }, onClose: () => undefined },
  parameters: { featureShell: { account: 'agent00', prepare: seed(funds(STATUSES)) } },
};

/** Only offers waiting (P and E); the E dividend has a higher downline rate and asks first. */
export const PendingOnly: Story = {
  parameters: { featureShell: { account: 'agent00', prepare: seed(funds(['P', 'E'])) } },
};

/** Only answered contracts (C, A, R): no buttons. */
export const AnsweredOnly: Story = {
  parameters: { featureShell: { account: 'agent00', prepare: seed(funds(['C', 'A', 'R'])) } },
};

/** Only valid contracts: the new list is empty, termination holds them all. */
export const ValidOnly: Story = {
  args: { params: { tab: 'termination' }, onClose: () => undefined },
  parameters: { featureShell: { account: 'agent00', prepare: seed(funds(['V'])) } },
};

/** All request flags off: no new requests, terminations stay. */
export const RequestFlagsOff: Story = {
  parameters: {
    featureShell: {
      account: 'agent00',
      prepare: seed(
        funds(STATUSES, {
          divtypereq: '0',
          dailysalreqtype: '0',
          contracthoursalreq: '0',
          realtimesalreqtype: '0',
        }),
      ),
    },
  },
};

/** No contracts at all. */
export const Empty: Story = {
  parameters: { featureShell: { account: 'agent00', prepare: seed(funds([])) } },
};
