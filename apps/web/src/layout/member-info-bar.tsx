import {
  formatMoney,
  selectCurrencyFormat,
  selectHasAgentCentre,
  signOut,
  useMemberInfoQuery,
  useSiteDispatch,
  useSiteSelector,
  useWalletBalanceQuery,
} from '@site/api-core';
import { useUnreadCounts } from '@site/chat';
import { vars } from '@site/theme';
import { Button, ConfirmDialog, CountBadge } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useCentreControl } from '../centre/centre-control';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  flex-wrap: wrap;
`;

const Account = styled.span`
  font-weight: ${vars.font.weightBold};
`;

const Balance = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Vip = styled.span`
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accent};
  color: ${vars.color.onAccent};
  font-size: ${vars.font.sizeSm};
`;

const Unread = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
`;

/** The info bar of a signed-in member: account, balance, unread count, VIP label and the centres. */
export function MemberInfoBar() {
  const { t } = useTranslation(['shell', 'common']);
  const dispatch = useSiteDispatch();
  const navigate = useNavigate();
  const centre = useCentreControl();
  const [confirmLogout, setConfirmLogout] = useState(false);
  // The session's own data (ADR 0064): loaded after every way in, refreshed by its tags.
  const { data: member } = useMemberInfoQuery();
  const { data: wallet } = useWalletBalanceQuery();
  const balance = wallet?.total ?? 0;
  const {
    currency,
    currencySymbol: symbol,
    currencyPosition: position,
  } = useSiteSelector(selectCurrencyFormat);
  // The unread count belongs to @site/chat (ADR 0123); loaded as soon as the session opens.
  const unread = useUnreadCounts().inbox;
  const vip = useSiteSelector((s) => s.site.vip);
  const agentMenu = useSiteSelector(selectHasAgentCentre);
  return (
    <Bar data-testid="member-info-bar">
      <Account>{member?.nickname || member?.account}</Account>
      {vip.hasVip && vip.vipLabelName ? (
        <Vip data-testid="vip-label">{vip.vipLabelName}</Vip>
      ) : null}
      <Balance aria-label={t('balance')} data-testid="balance">
        {formatMoney(balance, { currency, symbol, position })}
      </Balance>
      <Unread>
        <Button variant="ghost" size="sm" onClick={() => centre.open('member', 'messageV2')}>
          {t('messages')}
        </Button>
        <CountBadge
          count={unread}
          label={t('unread_count', { n: unread })}
          data-testid="unread-count"
        />
      </Unread>
      <Button variant="secondary" size="sm" onClick={() => centre.open('member')}>
        {t('member_centre')}
      </Button>
      {agentMenu ? (
        <Button variant="secondary" size="sm" onClick={() => centre.open('agent')}>
          {t('agent_centre')}
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => setConfirmLogout(true)}>
        {t('logout', { ns: 'common' })}
      </Button>
      <ConfirmDialog
        open={confirmLogout}
        title={t('logout', { ns: 'common' })}
        message={t('logout_confirm', { ns: 'common' })}
        onClose={() => setConfirmLogout(false)}
        onConfirm={async () => {
          void navigate(await dispatch(signOut()));
        }}
      />
    </Bar>
  );
}
