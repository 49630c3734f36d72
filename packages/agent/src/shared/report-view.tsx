import { useMoneyFormat } from '@site/api-core';
import { DateRangePicker, Pagination, type DateRange } from '@site/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_LIMITS } from '../constants';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';
import { pageOf, totalsOf } from '../rules/answer-rules';
import { defaultPeriod, wirePeriod } from '../rules/period-rules';
import { Page, PageHead, Table, TableScroll, Toolbar } from './parts';
import { QueryState } from './query-state';
import { formatCount } from './format-count';

export type ColumnKind = 'text' | 'money' | 'count';

export interface ReportColumn<Row> {
  /** The row field, also the totals field when `total` is set. */
  key: keyof Row & string;
  labelKey: string;
  kind: ColumnKind;
  /** Shown in the totals row. */
  total?: boolean;
  /** Renders the cell instead of the plain value. */
  render?: (row: Row) => ReactNode;
}

export interface ReportQueryArgs {
  startDate: string;
  endDate: string;
  page: number;
  size: number;
}

type ReportHook = (args: ReportQueryArgs) => {
  data?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * A report page (ADR 0141): a period of at most 30 days (the shared picker; the last 7 days at
 * first), a paged table (`page`/`size`) and a totals row over the whole period, not the page.
 */
export function ReportView<Row extends object>({
  titleKey,
  useReport,
  columns,
  rowKey,
  today,
  testId,
  summary,
}: {
  titleKey: string;
  useReport: ReportHook;
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  today?: string;
  testId: string;
  /** Totals that are not per-column sums, shown above the table. */
  summary?: (data: unknown) => ReactNode;
}) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const money = useMoneyFormat().format;
  const [range, setRange] = useState<DateRange>(() => defaultPeriod(today));
  const [page, setPage] = useState(1);
  const query = useReport({ ...wirePeriod(range), page, size: AGENT_LIMITS.pageSize });
  const { content, totalPages } = pageOf<Row>(query.data);
  const totalKeys = columns.filter((c) => c.total).map((c) => c.key);
  const hasTotalsRow = totalKeys.length > 0;
  const totals = totalsOf(query.data, totalKeys);
  const cell = (kind: ColumnKind, value: unknown) =>
    kind === 'money' ? money(value) : kind === 'count' ? formatCount(value) : String(value ?? '-');
  const headingId = `agent-report-${testId}`;

  return (
    <Page aria-labelledby={headingId} data-testid={testId}>
      <PageHead>
        <h2 id={headingId}>{t(titleKey)}</h2>
      </PageHead>
      <Toolbar>
        <DateRangePicker
          label={t('period_label')}
          value={range}
          maxDays={AGENT_LIMITS.maxRangeDays}
          {...(today ? { today } : {})}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </Toolbar>
      <QueryState query={query} empty={content.length === 0} emptyKey="empty_period">
        {summary ? summary(query.data) : null}
        <TableScroll>
          <Table aria-busy={query.isFetching}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" data-kind={column.kind}>
                    {t(column.labelKey)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {content.map((row, index) => (
                <tr key={rowKey(row, index)} data-testid={`${testId}-row`}>
                  {columns.map((column) => (
                    <td key={column.key} data-kind={column.kind}>
                      {column.render ? column.render(row) : cell(column.kind, row[column.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {hasTotalsRow ? (
              <tfoot>
                <tr data-testid={`${testId}-totals`}>
                  {columns.map((column, index) => (
                    <td key={column.key} data-kind={column.kind}>
                      {index === 0
                        ? t('totals')
                        : column.total
                          ? cell(column.kind, totals[column.key])
                          : ''}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </Table>
        </TableScroll>
      </QueryState>
      {totalPages > 1 ? (
        <Pagination page={page} pageCount={totalPages} onPageChange={setPage} />
      ) : null}
    </Page>
  );
}
