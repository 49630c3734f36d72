import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { agentContractsNamespace } from '../i18n/agent-contracts-i18n';
import { contractEntries, decodeContracts, type ContractEntry } from '../rules/contract-rules';
import { ContractCard } from './contract-card';

registerStoryNamespaces(agentContractsNamespace);

const [dividend, daily, hour, realtime] = contractEntries(
  decodeContracts({
    dividend: [
      {
        productType: 'SPORTS',
        computationPeriod: 'HALF_MONTH',
        status: 'V',
        minimumBet: 20000,
        netLoss: 12500.5,
        activeMember: 7,
        contractRate: 15,
        periodicTotalBet: 18000,
        periodicTotalBetRequired: 20000,
      },
    ],
    dailySalary: [
      {
        id: 101,
        status: 'P',
        details: [
          { betVolume: 10000, activeMember: 3, rateType: 'P', rate: 0.3 },
          { betVolume: 50000, activeMember: 8, rateType: 'F', rate: 120 },
        ],
      },
    ],
    hourSalary: [
      {
        contractId: 201,
        status: 'E',
        productType: 'RNG',
        hourSalaryRates: [
          { minimumBet: 2000, activeMember: 2, rateType: 'P', rate: 0.25 },
          { minimumBet: 8000, activeMember: 5, rateType: 'F', rate: 50 },
        ],
      },
    ],
    realTimeSalary: [
      {
        contractId: 301,
        status: 'A',
        realTimeSalaryRates: [
          { betAmount: 1000, lossRate: 0.5, winRate: 0.2 },
          { betAmount: 10000, lossRate: 0.8, winRate: 0.35 },
        ],
      },
    ],
  }),
) as [ContractEntry, ContractEntry, ContractEntry, ContractEntry];

/** One contract: every field of section 3, its rates table and its status. */
const meta = {
  title: 'Agent contracts/Contract card and rates tables',
  component: ContractCard,
  decorators: [withFeatureShell],
  args: { entry: dividend, money: { currency: 'CNY' } },
} satisfies Meta<typeof ContractCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dividend: productType, computationPeriod, minimumBet, netLoss, activeMember, contractRate, periodic bets. */
export const Dividend: Story = {};

/** Daily salary rates: betVolume, activeMember, rateType (P percent or fixed), rate. */
export const DailySalaryRates: Story = { args: { entry: daily } };

/** Hourly salary rates: minimumBet, activeMember, rateType, rate. */
export const HourSalaryRates: Story = { args: { entry: hour } };

/** Real-time salary rates: betAmount, lossRate, winRate. */
export const RealTimeSalaryRates: Story = { args: { entry: realtime } };

/** Money in the BRL format (pt-BR). */
export const BrazilianReal: Story = { args: { entry: daily, money: { currency: 'BRL' } } };
