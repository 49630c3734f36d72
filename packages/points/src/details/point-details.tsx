import { selectMemberInfo, useSiteSelector } from '@site/api-core';
import type { PointTransaction } from '@site/api-core/catalogue';
import {
  DateRangePicker,
  EmptyState,
  lastDays,
  Loader,
  Pagination,
  type DateRange,
} from '@site/ui';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS_LIMITS } from '../constants';
import { POINTS_NAMESPACE } from '../i18n/points-i18n';
import { usePointsTransactionsQuery } from '../points-api';
import { DEFAULT_RANGE_DAYS } from '../records/redeem-records';
import { pageOf, transactionName, wireRange } from '../rules/points-rules';
import { formatPoints, SectionTitle, Table, Toolbar, useLanguage } from '../shared/parts';

const time = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? dayjs(value).format('YYYY-MM-DD HH:mm:ss')
    : '-';

/**
 * Point details (section 7): ODSFE2_MemTransDet for accountTypeId 9 without transaction type
 * 9203, 12 per page, for the member (subordinateName), with the same date rules as the records.
 */
export function PointDetails({ today }: { today?: string }) {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const language = useLanguage();
  const member = useSiteSelector(selectMemberInfo);
  const [range, setRange] = useState<DateRange>(() => lastDays(DEFAULT_RANGE_DAYS, today));
  const [page, setPage] = useState(1);
  const wire = wireRange(range);
  const query = usePointsTransactionsQuery({
    ...(member?.account ? { subordinateName: member.account } : {}),
    startTime: wire.start,
    endTime: wire.end,
    accountTypeId: POINTS_LIMITS.pointsAccountTypeId,
    size: POINTS_LIMITS.transactionsPageSize,
    page,
    excludeTxTypeIds: POINTS_LIMITS.excludedTxTypeIds,
  });
  const { content, totalPages } = pageOf<PointTransaction>(query.data);

  return (
    <section aria-labelledby="points-details-title">
      <SectionTitle id="points-details-title">{t('menu_details')}</SectionTitle>
      <Toolbar>
        <DateRangePicker
          label={t('range_label')}
          value={range}
          maxDays={POINTS_LIMITS.maxRangeDays}
          {...(today ? { today } : {})}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </Toolbar>
      {query.isLoading ? (
        <Loader />
      ) : content.length === 0 ? (
        <EmptyState title={query.isError ? t('load_failed') : t('empty_records')} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('col_time')}</th>
              <th scope="col">{t('col_tx')}</th>
              <th scope="col">{t('col_amount')}</th>
              <th scope="col">{t('col_balance')}</th>
            </tr>
          </thead>
          <tbody>
            {content.map((tx, index) => (
              <tr key={tx?.txId ?? index} data-testid="point-transaction">
                <td>{time(tx?.txTimeInTimestamp)}</td>
                <td>{tx ? transactionName(tx, language) : '-'}</td>
                <td>{formatPoints(tx?.amount)}</td>
                <td>{formatPoints(tx?.currentAvailBalance)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {totalPages > 1 ? (
        <Pagination page={page} pageCount={totalPages} onPageChange={setPage} />
      ) : null}
    </section>
  );
}
