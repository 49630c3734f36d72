import { useLink } from '@site/feature-api';
import { vars } from '@site/theme';
import { Button } from '@site/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGamesMerchantWalletQuery } from '../games-api';
import { gamesLinks } from '../links';
import { needsTransfer } from '../rules/wallet-rules';
import { useGamesSession } from './use-games-session';

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

/**
 * The merchant wallet (`GCS_merchantWallet`, ADR 0078): on a transfer-wallet merchant a vendor's
 * games play from the vendor's own wallet, so a signed-in member is told to move funds first,
 * with the member centre's fund transfer page when the shell binds `games.transferFund`. A
 * single-wallet merchant, a visitor or a failed answer shows nothing.
 */
export function WalletModeNote() {
  const { t } = useTranslation('games');
  const session = useGamesSession();
  const transfer = useLink(gamesLinks.transferFund);
  const { data } = useGamesMerchantWalletQuery(
    { merchantCode: session.merchantCode },
    { skip: !session.signedIn || session.merchantCode === '' },
  );
  if (!session.signedIn || !needsTransfer(data)) return null;
  return (
    <Note role="note" aria-label={t('wallet_title')}>
      <span>{t('wallet_transfer')}</span>
      {transfer ? (
        <Button size="sm" variant="secondary" onClick={transfer.open}>
          {t('wallet_transfer_action')}
        </Button>
      ) : null}
    </Note>
  );
}
