import { registerStoryNamespaces, withFeatureShell } from '@site/feature-testing/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agentNamespace } from '../i18n/agent-i18n';
import { DownlineTransactionsPage, ProfitStatementPage, RevenueReportPage } from './report-pages';

registerStoryNamespaces(agentNamespace);

/**
 * The three agent reports as agent41 sees them on the in-browser sandbox: a period of at most 30
 * days, ten rows a page and the totals. Switch the merchant toolbar for every skin.
 */
const meta = {
  title: 'Agent/Reports',
  component: ProfitStatementPage,
  decorators: [withFeatureShell],
  parameters: {
    flags: { AGETEAMPNL3: true, TEAMBETTING3: true, AGENTRANSMULTDOWN3: true },
    featureShell: { account: 'agent41' },
  },
} satisfies Meta<typeof ProfitStatementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const hasTotals =
  (testId: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(testId, {}, { timeout: 10_000 })).toBeInTheDocument();
  };

/** palStatementsAgentCopy: profit and loss per downline. */
export const ProfitStatement: Story = { play: hasTotals('agent-profit-totals') };

/** agentRevenueReport: bets per day and product. */
export const RevenueReport: Story = {
  render: () => <RevenueReportPage />,
  play: hasTotals('agent-revenue-totals'),
};

/** agentDownlineTransactionDetailsCopy: the downlines' money movements. */
export const DownlineTransactions: Story = {
  render: () => <DownlineTransactionsPage />,
  play: hasTotals('agent-transactions-totals'),
};
