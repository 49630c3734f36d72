import type { RedeemRecord } from '@site/api-core/catalogue';
import {
  DateRangePicker,
  EmptyState,
  lastDays,
  Loader,
  Pagination,
  SelectField,
  type DateRange,
} from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POINTS_LIMITS, REDEEM_STATUSES, type RedeemStatusFilter } from '../constants';
import { POINTS_NAMESPACE } from '../i18n/points-i18n';
import { usePointsRedeemRecordsQuery, usePointsRewardTypesQuery } from '../points-api';
import { pageOf, wireRange } from '../rules/points-rules';
import { formatCash, formatPoints, SectionTitle, Table, Toolbar } from '../shared/parts';
import { useTypeLabel } from '../mall/exchange-goods';

/** The default period of the history views: the last 7 days (ADR 0102). */
export const DEFAULT_RANGE_DAYS = 7;

/**
 * Redeem records (section 5): getRedeemPointList, 13 per page, a status filter (P, R, A, all;
 * labels in ADR 0102) and the date-range picker (at most 30 days; the end adds 86399000 ms).
 */
export function RedeemRecords({ today }: { today?: string }) {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const typeLabel = useTypeLabel();
  const [range, setRange] = useState<DateRange>(() => lastDays(DEFAULT_RANGE_DAYS, today));
  const [status, setStatus] = useState<RedeemStatusFilter>('');
  const [page, setPage] = useState(1);
  const types = usePointsRewardTypesQuery();
  const wire = wireRange(range);
  const query = usePointsRedeemRecordsQuery({
    startDate: wire.start,
    endDate: wire.end,
    page,
    size: POINTS_LIMITS.recordsPageSize,
    status,
  });
  const { content, totalPages } = pageOf<RedeemRecord>(query.data);
  const typeName = (id: unknown) => {
    const type = (Array.isArray(types.data) ? types.data : []).find(
      (entry) => entry?.typeId === id,
    );
    return type
      ? typeLabel(type)
      : typeof id === 'number'
        ? typeLabel({ typeId: id, name: String(id) })
        : '-';
  };
  const statusLabel = (value: unknown) =>
    (REDEEM_STATUSES as readonly unknown[]).includes(value)
      ? t(`status_${String(value)}`)
      : String(value ?? '-');

  return (
    <section aria-labelledby="points-records-title">
      <SectionTitle id="points-records-title">{t('menu_records')}</SectionTitle>
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
        <SelectField
          label={t('status_label')}
          value={status}
          onValueChange={(next) => {
            setStatus(next as RedeemStatusFilter);
            setPage(1);
          }}
        >
          <option value="">{t('status_all')}</option>
          {REDEEM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status_${value}`)}
            </option>
          ))}
        </SelectField>
      </Toolbar>
      {query.isLoading ? (
        <Loader />
      ) : content.length === 0 ? (
        <EmptyState title={query.isError ? t('load_failed') : t('empty_records')} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('col_date')}</th>
              <th scope="col">{t('col_type')}</th>
              <th scope="col">{t('col_name')}</th>
              <th scope="col">{t('col_quantity')}</th>
              <th scope="col">{t('col_points')}</th>
              <th scope="col">{t('col_money')}</th>
              <th scope="col">{t('col_status')}</th>
            </tr>
          </thead>
          <tbody>
            {content.map((record, index) => (
              <tr key={record?.id ?? index} data-testid="redeem-record">
                <td>{String(record?.dateRequested ?? '')}</td>
                <td>{typeName(record?.type)}</td>
                <td>{String(record?.name ?? '')}</td>
                <td>{formatPoints(record?.quantity)}</td>
                <td>{formatPoints(record?.requiredPoint)}</td>
                <td>{formatCash(record?.requiredMoney)}</td>
                <td>{statusLabel(record?.status)}</td>
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
