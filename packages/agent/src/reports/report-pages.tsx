import { useMoneyFormat } from '@site/api-core';
import type {
  AgentDownlineTransaction,
  AgentProfitRow,
  AgentRevenueRow,
} from '@site/api-core/catalogue';
import { useTranslation } from 'react-i18next';
import {
  useAgentDownlineTransactionsQuery,
  useAgentProfitStatementQuery,
  useAgentRevenueReportQuery,
} from '../agent-api';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';
import { totalsOf } from '../rules/answer-rules';
import { Signed, Summary } from '../shared/parts';
import { ReportView, type ReportColumn } from '../shared/report-view';

function SignedMoney({ value }: { value: number }) {
  const money = useMoneyFormat().format;
  return <Signed $value={value}>{money(value)}</Signed>;
}

const PROFIT_COLUMNS: readonly ReportColumn<AgentProfitRow>[] = [
  { key: 'username', labelKey: 'col_username', kind: 'text' },
  { key: 'deposits', labelKey: 'col_deposits', kind: 'money', total: true },
  { key: 'withdrawals', labelKey: 'col_withdrawals', kind: 'money', total: true },
  { key: 'bets', labelKey: 'col_bets', kind: 'money', total: true },
  { key: 'payouts', labelKey: 'col_payouts', kind: 'money', total: true },
  { key: 'bonus', labelKey: 'col_bonus', kind: 'money', total: true },
  {
    key: 'profit',
    labelKey: 'col_profit',
    kind: 'money',
    total: true,
    render: (row) => <SignedMoney value={row.profit} />,
  },
];

/** palStatementsAgentCopy (AGETEAMPNL3): profit and loss per downline, with totals. */
export function ProfitStatementPage({ today }: { today?: string }) {
  return (
    <ReportView
      titleKey="page_palStatementsAgentCopy"
      useReport={useAgentProfitStatementQuery}
      columns={PROFIT_COLUMNS}
      rowKey={(row) => row.username}
      testId="agent-profit"
      {...(today ? { today } : {})}
    />
  );
}

function ProductLabel({ productType }: { productType: string }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  return <>{t(`product_${productType}`, { defaultValue: productType })}</>;
}

const REVENUE_COLUMNS: readonly ReportColumn<AgentRevenueRow>[] = [
  { key: 'date', labelKey: 'col_date', kind: 'text' },
  {
    key: 'productType',
    labelKey: 'col_product',
    kind: 'text',
    render: (row) => <ProductLabel productType={row.productType} />,
  },
  { key: 'betCount', labelKey: 'col_bet_count', kind: 'count', total: true },
  { key: 'bets', labelKey: 'col_bets', kind: 'money', total: true },
  { key: 'validBets', labelKey: 'col_valid_bets', kind: 'money', total: true },
  { key: 'payouts', labelKey: 'col_payouts', kind: 'money', total: true },
  {
    key: 'profit',
    labelKey: 'col_profit',
    kind: 'money',
    total: true,
    render: (row) => <SignedMoney value={row.profit} />,
  },
];

/** agentRevenueReport (TEAMBETTING3): the team's bets per day and product, with totals. */
export function RevenueReportPage({ today }: { today?: string }) {
  return (
    <ReportView
      titleKey="page_agentRevenueReport"
      useReport={useAgentRevenueReportQuery}
      columns={REVENUE_COLUMNS}
      rowKey={(row) => `${row.date}-${row.productType}`}
      testId="agent-revenue"
      {...(today ? { today } : {})}
    />
  );
}

function TransactionType({ type }: { type: string }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  return <>{t(`tx_${type}`, { defaultValue: type })}</>;
}

const TRANSACTION_COLUMNS: readonly ReportColumn<AgentDownlineTransaction>[] = [
  { key: 'time', labelKey: 'col_time', kind: 'text' },
  { key: 'username', labelKey: 'col_username', kind: 'text' },
  {
    key: 'type',
    labelKey: 'col_type',
    kind: 'text',
    render: (row) => <TransactionType type={row.type} />,
  },
  { key: 'amount', labelKey: 'col_amount', kind: 'money' },
];

/** Totals of the transaction report: count, money in and money out over the whole period. */
function TransactionTotals({ data }: { data: unknown }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const money = useMoneyFormat().format;
  const totals = totalsOf(data, ['count', 'amountIn', 'amountOut'] as const);
  return (
    <Summary data-testid="agent-transactions-totals">
      <span>{t('total_count', { total: totals.count })}</span>
      <span>{t('total_in', { amount: money(totals.amountIn) })}</span>
      <span>{t('total_out', { amount: money(totals.amountOut) })}</span>
    </Summary>
  );
}

/** agentDownlineTransactionDetailsCopy (AGENTRANSMULTDOWN3): the downlines' money movements. */
export function DownlineTransactionsPage({ today }: { today?: string }) {
  return (
    <ReportView
      titleKey="page_agentDownlineTransactionDetailsCopy"
      useReport={useAgentDownlineTransactionsQuery}
      columns={TRANSACTION_COLUMNS}
      rowKey={(row) => String(row.transactionId)}
      testId="agent-transactions"
      summary={(data) => <TransactionTotals data={data} />}
      {...(today ? { today } : {})}
    />
  );
}
