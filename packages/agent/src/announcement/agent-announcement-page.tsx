import { vars } from '@site/theme';
import { Pagination } from '@site/ui';
import { SafeHtml } from '@site/ui/safe-html';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAgentAnnouncementsQuery } from '../agent-api';
import { AGENT_LIMITS } from '../constants';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';
import { pageOf } from '../rules/answer-rules';
import type { AgentAnnouncement } from '@site/api-core/catalogue';
import { Muted, Page, PageHead } from '../shared/parts';
import { QueryState } from '../shared/query-state';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};

  details > summary {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${vars.space.sm};
    padding: ${vars.space.md};
    cursor: pointer;
    font-weight: ${vars.font.weightMedium};
  }

  details > div {
    padding: 0 ${vars.space.md} ${vars.space.md};
  }
`;

/** agentAnnouncement (AGEPAG): the agent announcements, newest first, server HTML sanitised. */
export function AgentAnnouncementPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const [page, setPage] = useState(1);
  const query = useAgentAnnouncementsQuery({ page, size: AGENT_LIMITS.pageSize });
  const { content, totalPages } = pageOf<AgentAnnouncement>(query.data);
  return (
    <Page aria-labelledby="agent-announcement-title" data-testid="agent-announcements">
      <PageHead>
        <h2 id="agent-announcement-title">{t('page_agentAnnouncement')}</h2>
      </PageHead>
      <QueryState query={query} empty={content.length === 0} emptyKey="empty_announcements">
        <List>
          {content.map((item, index) => (
            <Item key={item.id}>
              <details open={index === 0 && page === 1}>
                <summary>
                  <span>{String(item.title ?? '')}</span>
                  <Muted>{String(item.publishTime ?? '')}</Muted>
                </summary>
                <SafeHtml html={typeof item.content === 'string' ? item.content : ''} />
              </details>
            </Item>
          ))}
        </List>
      </QueryState>
      {totalPages > 1 ? (
        <Pagination page={page} pageCount={totalPages} onPageChange={setPage} />
      ) : null}
    </Page>
  );
}
