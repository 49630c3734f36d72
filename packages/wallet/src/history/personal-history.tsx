import { useMoneyFormat } from '@site/api-core';
import type { FundRecord, FundTotals } from '@site/api-core/catalogue';
import { SelectField } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { HistoryView } from '../shared/history-view';
import { useWalletFundRecordsQuery } from '../wallet-api';

/** personalHistoryCopy: deposits and withdrawals over at most 30 days, paged, with totals. */
export function PersonalHistory({ today }: { today?: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { format } = useMoneyFormat();
  const [type, setType] = useState('');
  return (
    <HistoryView<FundRecord, FundTotals, { type: string }>
      title={t('page_personalHistoryCopy')}
      testId="fund-records"
      useHistory={useWalletFundRecordsQuery}
      extra={{ type }}
      {...(today ? { today } : {})}
      filters={
        <SelectField label={t('type_label')} value={type} onValueChange={setType}>
          <option value="">{t('type_all')}</option>
          <option value="DEPOSIT">{t('type_DEPOSIT')}</option>
          <option value="WITHDRAW">{t('type_WITHDRAW')}</option>
        </SelectField>
      }
      rowKey={(row, index) => String(row?.orderNo ?? index)}
      totals={(sums) => [
        { label: t('total_deposit'), value: format(sums.deposit ?? 0) },
        { label: t('total_withdraw'), value: format(sums.withdraw ?? 0) },
      ]}
      columns={[
        { key: 'time', label: t('col_time'), cell: (row) => row.time },
        { key: 'order', label: t('col_order'), cell: (row) => row.orderNo },
        { key: 'type', label: t('col_type'), cell: (row) => t(`type_${row.type}`) },
        {
          key: 'channel',
          label: t('col_channel'),
          // Deposits name their channel type (translated); withdrawals name the bank.
          cell: (row) =>
            row.type === 'DEPOSIT'
              ? t(`channel_${row.channel}`, { defaultValue: row.channel })
              : row.channel,
        },
        { key: 'amount', label: t('col_amount'), align: 'end', cell: (row) => format(row.amount) },
        { key: 'status', label: t('col_status'), cell: (row) => t(`status_${row.status}`) },
      ]}
    />
  );
}
