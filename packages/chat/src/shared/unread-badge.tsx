import { vars } from '@site/theme';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { unreadLabel } from '../rules/chat-rules';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 ${vars.space.xxs};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.danger};
  color: ${vars.color.onDanger};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  line-height: 1;
`;

/** An unread count: the number up to 99, dots above (section 4); nothing for none. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('chat');
  const label = unreadLabel(count);
  if (label === '') return null;
  return (
    <Badge
      className={className}
      data-testid="unread-badge"
      role="img"
      aria-label={label === '…' ? t('unread_many') : t('inbox_unread_count', { count })}
    >
      <span aria-hidden="true">{label}</span>
    </Badge>
  );
}
