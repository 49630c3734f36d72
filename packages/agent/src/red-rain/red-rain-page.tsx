import { useMoneyFormat } from '@site/api-core';
import type { AgentRedRainSession } from '@site/api-core/catalogue';
import { Pagination } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentRedRainQuery } from '../agent-api';
import { AGENT_LIMITS } from '../constants';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';
import { pageOf } from '../rules/answer-rules';
import { Page, PageHead, Table, TableScroll } from '../shared/parts';
import { QueryState } from '../shared/query-state';
import { formatCount } from '../shared/format-count';

const STATUSES = ['UPCOMING', 'LIVE', 'ENDED'] as const;

/** agentRedRain: red-envelope rain sessions and what the agent's team caught in each. */
export function RedRainPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const money = useMoneyFormat().format;
  const [page, setPage] = useState(1);
  const query = useAgentRedRainQuery({ page, size: AGENT_LIMITS.pageSize });
  const { content, totalPages } = pageOf<AgentRedRainSession>(query.data);
  const status = (value: unknown) =>
    (STATUSES as readonly unknown[]).includes(value) ? t(`rain_${String(value)}`) : '-';
  return (
    <Page aria-labelledby="agent-red-rain-title" data-testid="agent-red-rain">
      <PageHead>
        <h2 id="agent-red-rain-title">{t('page_agentRedRain')}</h2>
      </PageHead>
      <QueryState query={query} empty={content.length === 0} emptyKey="empty_red_rain">
        <TableScroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('col_session')}</th>
                <th scope="col">{t('col_start')}</th>
                <th scope="col">{t('col_end')}</th>
                <th scope="col">{t('col_status')}</th>
                <th scope="col" data-kind="count">
                  {t('col_team_claims')}
                </th>
                <th scope="col" data-kind="money">
                  {t('col_team_amount')}
                </th>
                <th scope="col" data-kind="money">
                  {t('col_pool')}
                </th>
              </tr>
            </thead>
            <tbody>
              {content.map((session) => (
                <tr key={session.id} data-testid="red-rain-row">
                  <td>{String(session.title ?? '')}</td>
                  <td>{String(session.startTime ?? '')}</td>
                  <td>{String(session.endTime ?? '')}</td>
                  <td>{status(session.status)}</td>
                  <td data-kind="count">{formatCount(session.teamClaims)}</td>
                  <td data-kind="money">{money(session.teamAmount)}</td>
                  <td data-kind="money">{money(session.totalAmount)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </QueryState>
      {totalPages > 1 ? (
        <Pagination page={page} pageCount={totalPages} onPageChange={setPage} />
      ) : null}
    </Page>
  );
}
