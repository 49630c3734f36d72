import { useMoneyFormat } from '@site/api-core';
import type { ProfitRow, ProfitTotals } from '@site/api-core/catalogue';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { HistoryView } from '../shared/history-view';
import { useWalletPersonalProfitQuery } from '../wallet-api';

const NO_FILTER = {};

/** personalProfit: profit and loss per day over at most 30 days, paged, with totals. */
export function PersonalProfit({ today }: { today?: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { format } = useMoneyFormat();
  return (
    <HistoryView<ProfitRow, ProfitTotals, object>
      title={t('page_personalProfit')}
      testId="profit"
      useHistory={useWalletPersonalProfitQuery}
      extra={NO_FILTER}
      {...(today ? { today } : {})}
      rowKey={(row, index) => String(row?.date ?? index)}
      totals={(sums) => [
        { label: t('total_valid_bet'), value: format(sums.validBet ?? 0) },
        { label: t('total_payout'), value: format(sums.payout ?? 0) },
        { label: t('total_profit'), value: format(sums.profit ?? 0) },
      ]}
      columns={[
        { key: 'date', label: t('col_date'), cell: (row) => row.date },
        {
          key: 'bet',
          label: t('col_valid_bet'),
          align: 'end',
          cell: (row) => format(row.validBet),
        },
        { key: 'payout', label: t('col_payout'), align: 'end', cell: (row) => format(row.payout) },
        { key: 'bonus', label: t('col_bonus'), align: 'end', cell: (row) => format(row.bonus) },
        { key: 'rebate', label: t('col_rebate'), align: 'end', cell: (row) => format(row.rebate) },
        { key: 'profit', label: t('col_profit'), align: 'end', cell: (row) => format(row.profit) },
      ]}
    />
  );
}
