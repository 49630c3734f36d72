import { useFlag, vars } from '@site/theme';
import { Button, EmptyState, Loader, Tabs } from '@site/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { usePromoLinks } from '../shared/use-promo-navigation';
import {
  usePromoClaimListQuery,
  usePromoCodeEnableQuery,
  usePromoRebateSettingsQuery,
} from '../promo-api';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;

const Heading = styled.h2`
  margin: 0;
  font-family: ${vars.font.familyHeading};
  font-size: ${vars.font.sizeXl};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${vars.space.sm} ${vars.space.md};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
  }
  th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weightMedium};
  }
`;

interface ClaimRow {
  key: string;
  title: string;
  status: string;
  applyTime: string;
}

/** Decodes the claim list (its payload is not shown by the spec; the sandbox's shape, ADR 0094). */
export function claimRowsOf(value: unknown): ClaimRow[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw, index) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const row = raw as Record<string, unknown>;
    const text = (v: unknown) =>
      typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
    return [
      {
        key: `${text(row.promotionId)}-${index}`,
        title: text(row.title) || text(row.promotionId),
        status: text(row.status),
        applyTime: text(row.applyTime),
      },
    ];
  });
}

function ClaimList() {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const { data, isLoading } = usePromoClaimListQuery();
  const rows = claimRowsOf(data);
  if (isLoading) return <Loader />;
  if (rows.length === 0) return <EmptyState title={t('claims_empty')} />;
  return (
    <Table aria-label={t('claims_title')}>
      <thead>
        <tr>
          <th scope="col">{t('claims_col_title')}</th>
          <th scope="col">{t('claims_col_status')}</th>
          <th scope="col">{t('claims_col_time')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.title}</td>
            <td>{t(`status_${row.status}`, { defaultValue: row.status })}</td>
            <td>{row.applyTime}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function PromoCode() {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const { data, isLoading } = usePromoCodeEnableQuery();
  if (isLoading) return <Loader />;
  return <p>{data?.enabled === true ? t('promo_code_enabled') : t('promo_code_disabled')}</p>;
}

function RebateSettings() {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const { data, isLoading } = usePromoRebateSettingsQuery();
  const rows = (Array.isArray(data) ? data : []).filter(
    (row) => row && typeof row.productType === 'string',
  );
  if (isLoading) return <Loader />;
  if (rows.length === 0) return <EmptyState title={t('rebate_empty')} />;
  return (
    <Table aria-label={t('rebate_title')}>
      <thead>
        <tr>
          <th scope="col">{t('rebate_product')}</th>
          <th scope="col">{t('rebate_value')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.productType}>
            <td>{row.productType}</td>
            <td>{`${Number(row.rebateValue) || 0}%`}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The reward centre (member-centre page `rewardCenter`, also opened by signInTask, newbieTask,
 * rescueTask and promoList): the claim list, the promo code state and the rebate settings
 * (when PLYRBT is on). Gated by REWCEN3.
 */
export function RewardCentrePage() {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const enabled = useFlag('REWCEN3');
  const rebate = useFlag('PLYRBT');
  // The reward centre's point-mall route (account-access.md section 2), under PTSYS3.
  const points = useFlag('PTSYS3');
  const pointMall = usePromoLinks().pointMarket;
  if (!enabled) return <EmptyState title={t('promotions_disabled')} />;
  const tabs = [
    { id: 'claims', label: t('claims_title'), content: <ClaimList /> },
    { id: 'promoCode', label: t('promo_code_title'), content: <PromoCode /> },
    ...(rebate ? [{ id: 'rebate', label: t('rebate_title'), content: <RebateSettings /> }] : []),
  ];
  return (
    <Page>
      <Heading>{t('reward_centre_title')}</Heading>
      {points && pointMall ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => pointMall.open()}>
            {t('point_mall_link')}
          </Button>
        </div>
      ) : null}
      <Tabs items={tabs} aria-label={t('reward_centre_title')} />
    </Page>
  );
}

export { RewardCentrePage as Component };
