import { useMoneyFormat } from '@site/api-core';
import type { AgentTeamMember } from '@site/api-core/catalogue';
import { Button, Pagination, TextField } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentTeamMembersQuery } from '../agent-api';
import { AGENT_LIMITS } from '../constants';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';
import { pageOf } from '../rules/answer-rules';
import { Muted, Page, PageHead, Table, TableScroll, Toolbar } from '../shared/parts';
import { QueryState } from '../shared/query-state';
import { TransferDialog } from './transfer-dialog';

/**
 * downlineManagmentView (AFFMAN3): the team list, paged and searchable by username, newest first,
 * with a transfer to each downline.
 */
export function DownlineManagementPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const money = useMoneyFormat().format;
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const query = useAgentTeamMembersQuery({ page, size: AGENT_LIMITS.pageSize, keyword });
  const { content, totalPages, totalElements } = pageOf<AgentTeamMember>(query.data);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(search.trim());
    setPage(1);
  };

  return (
    <Page aria-labelledby="agent-team-list-title" data-testid="agent-team-list">
      <PageHead>
        <h2 id="agent-team-list-title">{t('page_downlineManagmentView')}</h2>
        {query.data ? <Muted>{t('team_count', { total: totalElements })}</Muted> : null}
      </PageHead>
      <form onSubmit={submit} role="search">
        <Toolbar>
          <TextField
            name="teamSearch"
            type="search"
            label={t('field_search')}
            value={search}
            onValueChange={setSearch}
          />
          <Button type="submit" variant="secondary">
            {t('search')}
          </Button>
        </Toolbar>
      </form>
      <QueryState query={query} empty={content.length === 0} emptyKey="empty_team">
        <TableScroll>
          <Table aria-busy={query.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('col_username')}</th>
                <th scope="col">{t('col_level')}</th>
                <th scope="col">{t('col_registered')}</th>
                <th scope="col">{t('col_last_login')}</th>
                <th scope="col" data-kind="money">
                  {t('col_balance')}
                </th>
                <th scope="col">{t('col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {content.map((member) => (
                <tr key={member.customerId} data-testid="team-member">
                  <td>{member.username}</td>
                  <td>{t('level_value', { level: member.level })}</td>
                  <td>{member.registerTime}</td>
                  <td>{member.lastLoginTime ?? t('never')}</td>
                  <td data-kind="money">{money(member.balance)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('transfer_to', { username: member.username })}
                      onClick={() => setTransferTo(member.username)}
                    >
                      {t('transfer')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </QueryState>
      {totalPages > 1 ? (
        <Pagination page={page} pageCount={totalPages} onPageChange={setPage} />
      ) : null}
      {transferTo ? (
        <TransferDialog downline={transferTo} onClose={() => setTransferTo(null)} />
      ) : null}
    </Page>
  );
}
