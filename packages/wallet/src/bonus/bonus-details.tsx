import { useMoneyFormat } from '@site/api-core';
import type { BonusRecord, BonusTotals } from '@site/api-core/catalogue';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { HistoryView } from '../shared/history-view';
import { useWalletBonusDetailsQuery } from '../wallet-api';

const NO_FILTER = {};

/** bonusDetails: the bonuses received over at most 30 days, paged, with their total. */
export function BonusDetails({ today }: { today?: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { format } = useMoneyFormat();
  return (
    <HistoryView<BonusRecord, BonusTotals, object>
      title={t('page_bonusDetails')}
      testId="bonuses"
      useHistory={useWalletBonusDetailsQuery}
      extra={NO_FILTER}
      {...(today ? { today } : {})}
      rowKey={(row, index) => String(row?.bonusId ?? index)}
      totals={(sums) => [{ label: t('total_bonus'), value: format(sums.amount ?? 0) }]}
      columns={[
        { key: 'time', label: t('col_time'), cell: (row) => row.time },
        { key: 'name', label: t('col_name'), cell: (row) => row.name },
        { key: 'amount', label: t('col_amount'), align: 'end', cell: (row) => format(row.amount) },
        {
          key: 'turnover',
          label: t('col_turnover'),
          align: 'end',
          cell: (row) => format(row.turnoverRequired),
        },
        { key: 'status', label: t('col_status'), cell: (row) => t(`status_${row.status}`) },
      ]}
    />
  );
}
