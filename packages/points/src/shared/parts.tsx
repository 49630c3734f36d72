import type { RewardItem } from '@site/api-core/catalogue';
import { vars } from '@site/theme';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { POINTS_NAMESPACE } from '../i18n/points-i18n';
import { hasPointsPrice, showsMoney } from '../rules/points-rules';

/** The language the screens read names in (CN, TW, ...). */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language ?? 'CN').toUpperCase();
}

const numberFormat = new Intl.NumberFormat('zh', { maximumFractionDigits: 2 });
export const formatPoints = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? numberFormat.format(value) : '-';

const moneyFormat = new Intl.NumberFormat('zh', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const formatCash = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? moneyFormat.format(value) : '-';

const PriceLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  color: ${vars.color.brand};
  font-weight: ${vars.font.weightBold};
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weightRegular};
`;

/**
 * Section 4: the price in points, plus the points-plus-money price (mpPointAmount +
 * mpMoneyAmount) when displayPointMoneyAmt is Y or when it is the only price.
 */
export function Price({
  item,
}: {
  item: Pick<RewardItem, 'price' | 'displayPointMoneyAmt' | 'mpPointAmount' | 'mpMoneyAmount'>;
}) {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const pointsOnly = hasPointsPrice(item);
  const withMoney = showsMoney(item) || !pointsOnly;
  return (
    <PriceLines>
      {pointsOnly ? <span>{t('points_value', { value: formatPoints(item.price) })}</span> : null}
      {withMoney ? (
        <span data-testid="pm-price">
          {t('points_value', { value: formatPoints(item.mpPointAmount) })}{' '}
          <Muted>{t('money_value', { value: formatCash(item.mpMoneyAmount) })}</Muted>
        </span>
      ) : null}
    </PriceLines>
  );
}

export const SectionTitle = styled.h2`
  margin: 0 0 ${vars.space.md};
  font-size: ${vars.font.sizeLg};
  font-family: ${vars.font.familyHeading};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.sizeSm};

  th,
  td {
    padding: ${vars.space.sm};
    border-bottom: 1px solid ${vars.color.border};
    text-align: left;
  }

  th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weightMedium};
    background: ${vars.color.surfaceSunken};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.md};
  margin-bottom: ${vars.space.md};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.danger};
`;
