import { useFlag, vars } from '@site/theme';
import { Button, EmptyState, Loader, Pagination } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useChatInboxMarkReadMutation,
  useChatInboxPageQuery,
  useChatInboxUnreadQuery,
} from '../chat-api';
import { UnreadBadge } from '../shared/unread-badge';

const Root = styled.section`
  display: grid;
  gap: ${vars.space.md};
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  margin: 0;
  font-size: ${vars.font.sizeLg};
  color: ${vars.color.text};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xs};
`;

const Row = styled.li<{ $read: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto auto;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${(p) => (p.$read ? vars.color.surface : vars.color.surfaceRaised)};
  color: ${vars.color.text};
  font-weight: ${(p) => (p.$read ? vars.font.weightRegular : vars.font.weightBold)};
`;

const Dot = styled.span<{ $read: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: ${vars.radius.pill};
  background: ${(p) => (p.$read ? vars.color.border : vars.color.brand)};
`;

const Time = styled.time`
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightRegular};
  color: ${vars.color.textMuted};
`;

const Status = styled.span`
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
`;

/**
 * The member-centre page `messageV2` (MAILCEN): the inbox from CSP_getInbox, paged, newest
 * first, with subject, read state and send time; unread rows can be marked read, which
 * refreshes the list and the unread count (INBOX3).
 */
export function InboxPage() {
  const { t } = useTranslation('chat');
  const inboxFlag = useFlag('INBOX3');
  const [page, setPage] = useState(1);
  const list = useChatInboxPageQuery(page);
  const unread = useChatInboxUnreadQuery(undefined, { skip: !inboxFlag });
  const [markRead, marking] = useChatInboxMarkReadMutation();

  return (
    <Root aria-labelledby="chat-inbox-title">
      <Heading id="chat-inbox-title">
        {t('inbox_title')}
        {inboxFlag ? <UnreadBadge count={unread.data ?? 0} /> : null}
      </Heading>
      {list.isLoading ? <Loader label={t('inbox_title')} /> : null}
      {list.isError ? (
        <EmptyState
          title={t('inbox_failed')}
          action={<Button onClick={() => void list.refetch()}>{t('inbox_retry')}</Button>}
        />
      ) : null}
      {list.data && list.data.rows.length === 0 ? <EmptyState title={t('inbox_empty')} /> : null}
      {list.data && list.data.rows.length > 0 ? (
        <List aria-label={t('inbox_title')}>
          {list.data.rows.map((row, index) => (
            <Row key={row.id ?? `row-${index}`} $read={row.read}>
              <Dot $read={row.read} aria-hidden="true" />
              <span>
                {row.subject}
                <Status> · {row.read ? t('inbox_read') : t('inbox_unread')}</Status>
              </span>
              <Time dateTime={row.sendTime}>{row.sendTime}</Time>
              {!row.read && row.id !== null ? (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={marking.isLoading && marking.originalArgs === row.id}
                  aria-label={`${t('inbox_mark_read')}: ${row.subject}`}
                  onClick={() => void markRead(row.id as number)}
                >
                  {t('inbox_mark_read')}
                </Button>
              ) : (
                <span />
              )}
            </Row>
          ))}
        </List>
      ) : null}
      {list.data ? (
        <Pagination page={page} pageCount={list.data.totalPages} onPageChange={setPage} />
      ) : null}
    </Root>
  );
}
