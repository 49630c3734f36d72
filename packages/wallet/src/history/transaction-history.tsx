import { useMoneyFormat } from '@site/api-core';
import type { TransactionTotals, WalletTransaction } from '@site/api-core/catalogue';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { HistoryView } from '../shared/history-view';
import { useWalletTransactionsQuery } from '../wallet-api';

const NO_FILTER = {};

/** transactionHistory: every balance movement over at most 30 days, paged, with totals. */
export function TransactionHistory({ today }: { today?: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { format } = useMoneyFormat();
  return (
    <HistoryView<WalletTransaction, TransactionTotals, object>
      title={t('page_transactionHistory')}
      testId="transactions"
      useHistory={useWalletTransactionsQuery}
      extra={NO_FILTER}
      {...(today ? { today } : {})}
      rowKey={(row, index) => String(row?.txId ?? index)}
      totals={(sums) => [
        { label: t('total_income'), value: format(sums.income ?? 0) },
        { label: t('total_expense'), value: format(sums.expense ?? 0) },
      ]}
      columns={[
        { key: 'time', label: t('col_time'), cell: (row) => row.time },
        {
          key: 'type',
          label: t('col_type'),
          cell: (row) => t(`tx_${row.txType}`, { defaultValue: row.txType }),
        },
        { key: 'amount', label: t('col_amount'), align: 'end', cell: (row) => format(row.amount) },
        {
          key: 'balance',
          label: t('col_balance_after'),
          align: 'end',
          cell: (row) => format(row.balanceAfter),
        },
        { key: 'remark', label: t('col_remark'), cell: (row) => row.remark },
      ]}
    />
  );
}
