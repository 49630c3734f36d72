import {
  DateRangePicker,
  EmptyState,
  lastDays,
  Loader,
  Pagination,
  type DateRange,
} from '@site/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_LIMITS } from '../constants';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { pageOf, wireRange } from '../rules/history-rules';
import { Page, SectionTitle, Table, Toolbar, Totals } from './parts';

/** What a history page's query hook returns (the parts the view reads). */
interface HistoryQuery {
  data?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
}

export interface HistoryColumn<Row> {
  key: string;
  label: string;
  align?: 'end';
  cell: (row: Row) => ReactNode;
}

export interface HistoryViewProps<Row, Totals, Extra> {
  title: string;
  /** The query hook, called with the range and page (plus `extra` filters). */
  useHistory: (
    request: {
      startTime: string;
      endTime: string;
      page: number;
      size: number;
    } & Extra,
  ) => HistoryQuery;
  extra: Extra;
  columns: readonly HistoryColumn<Row>[];
  totals: (totals: Partial<Totals>) => { label: string; value: ReactNode }[];
  rowKey: (row: Row, index: number) => string;
  /** Filters beside the date range (they reset the page through `onFilterChange`). */
  filters?: ReactNode;
  /** Today as `YYYY-MM-DD` (stories and tests pin it). */
  today?: string;
  testId: string;
}

/**
 * A history page (issue 19): a date range of at most 30 days (the last 7 by default), paged by
 * `page`/`size`, with the totals of the whole period above the table.
 */
export function HistoryView<Row, Totals, Extra extends object>({
  title,
  useHistory,
  extra,
  columns,
  totals,
  rowKey,
  filters,
  today,
  testId,
}: HistoryViewProps<Row, Totals, Extra>) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const [range, setRange] = useState<DateRange>(() =>
    lastDays(WALLET_LIMITS.defaultRangeDays, today),
  );
  const [page, setPage] = useState(1);
  const [filterKey, setFilterKey] = useState(JSON.stringify(extra));
  const currentKey = JSON.stringify(extra);
  if (currentKey !== filterKey) {
    setFilterKey(currentKey);
    setPage(1);
  }
  const query = useHistory({ ...wireRange(range), page, size: WALLET_LIMITS.pageSize, ...extra });
  const { rows, pageCount, total, totals: sums } = pageOf<Row, Totals>(query.data);
  return (
    <Page aria-labelledby={`${testId}-title`} data-testid={testId}>
      <SectionTitle id={`${testId}-title`}>{title}</SectionTitle>
      <Toolbar>
        <DateRangePicker
          label={t('range_label')}
          value={range}
          maxDays={WALLET_LIMITS.maxRangeDays}
          {...(today ? { today } : {})}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        {filters}
      </Toolbar>
      {query.isLoading ? (
        <Loader />
      ) : query.isError ? (
        <EmptyState title={t('load_failed')} />
      ) : (
        <>
          <Totals
            label={t('totals')}
            items={[...totals(sums), { label: t('records_total', { n: total }), value: '' }]}
          />
          {rows.length === 0 ? (
            <EmptyState title={t('empty')} />
          ) : (
            <Table aria-busy={query.isFetching}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      {...(column.align ? { 'data-align': column.align } : {})}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={rowKey(row, index)} data-testid={`${testId}-row`}>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        {...(column.align ? { 'data-align': column.align } : {})}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
      {pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
      ) : null}
    </Page>
  );
}
