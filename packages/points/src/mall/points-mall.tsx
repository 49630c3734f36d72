import { useFlag, vars } from '@site/theme';
import { Button, EmptyState, Loader, Tabs } from '@site/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConvertDialog } from '../convert/convert-dialog';
import { MALL_SECTIONS, type MallSection } from '../constants';
import { POINTS_NAMESPACE } from '../i18n/points-i18n';
import { usePointsBalanceQuery } from '../points-api';
import { formatPoints } from '../shared/parts';
import { useBalanceRefresh } from '../shared/use-balance-refresh';
import { ExchangeGoods } from './exchange-goods';

const RedeemRecords = lazy(async () => ({
  default: (await import('../records/redeem-records')).RedeemRecords,
}));
const PointDetails = lazy(async () => ({
  default: (await import('../details/point-details')).PointDetails,
}));
const PointRules = lazy(async () => ({
  default: (await import('../point-rules/point-rules')).PointRules,
}));

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  width: 100%;
  max-width: ${vars.size.contentMax};
  margin: 0 auto;
  padding: ${vars.space.lg};
  color: ${vars.color.text};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};

  h1 {
    margin: 0;
    font-family: ${vars.font.familyHeading};
    font-size: ${vars.font.sizeXl};
  }
`;

const Balance = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.gradient.card};
  border: 1px solid ${vars.color.border};

  dl {
    margin: 0;
  }

  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }

  dd {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
    color: ${vars.color.brand};
  }
`;

/** The balance from MCSFE_getPointBalance (section 4) and the way into "convert points". */
function BalanceCard({ onConvert }: { onConvert: () => void }) {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const balance = usePointsBalanceQuery();
  const value = balance.data?.balance;
  return (
    <Balance>
      <dl>
        <dt>{t('balance_label')}</dt>
        <dd data-testid="points-balance" aria-live="polite">
          {typeof value === 'number' ? formatPoints(value) : t('balance_unavailable')}
        </dd>
      </dl>
      <Button variant="secondary" size="sm" onClick={onConvert}>
        {t('convert_open')}
      </Button>
    </Balance>
  );
}

export interface PointsMallProps {
  /** The menu entry shown first (the records stories open on `records`). */
  initialSection?: MallSection;
}

/**
 * The points mall (content-and-play.md section 4): the balance, a menu of exchange goods, redeem
 * records, point details and point rules, and "convert points". Gated by PTSYS3.
 */
export function PointsMall({ initialSection = 'goods' }: PointsMallProps) {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const { t: te } = useTranslation('errors');
  const enabled = useFlag('PTSYS3');
  const [section, setSection] = useState<MallSection>(initialSection);
  const [converting, setConverting] = useState(false);
  // Lives as long as the mall, so a refresh asked by a closing dialog still runs.
  const refreshBalance = useBalanceRefresh();

  if (!enabled)
    return (
      <Page>
        <EmptyState title={te('in_stay_tuned')} />
      </Page>
    );

  const panel = (id: MallSection) => {
    if (id !== section) return null;
    switch (id) {
      case 'goods':
        return <ExchangeGoods onRedeemed={refreshBalance} />;
      case 'records':
        return <RedeemRecords />;
      case 'details':
        return <PointDetails />;
      case 'rules':
        return <PointRules />;
    }
  };

  return (
    <Page>
      <Header>
        <h1>{t('title')}</h1>
        <BalanceCard onConvert={() => setConverting(true)} />
      </Header>
      <Suspense fallback={<Loader />}>
        <Tabs
          aria-label={t('menu_label')}
          value={section}
          onValueChange={(id) => setSection(id as MallSection)}
          items={MALL_SECTIONS.map((id) => ({
            id,
            label: t(`menu_${id}`),
            content: panel(id),
          }))}
        />
      </Suspense>
      {converting ? (
        <ConvertDialog
          onClose={() => setConverting(false)}
          onConverted={() => {
            setConverting(false);
            refreshBalance();
          }}
        />
      ) : null}
    </Page>
  );
}

/** The `/pointMall` route and the member-centre page. */
export function PointsMallPage() {
  return <PointsMall />;
}
