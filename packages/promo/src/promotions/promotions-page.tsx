import { useAccessGuard } from '@site/feature-api';
import { useFlag, vars } from '@site/theme';
import { EmptyState, Loader, Tabs } from '@site/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { ANNOUNCEMENT_TYPES, GROUP_NAMES, PROMO_TIMING } from '../constants';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { usePromoAnnouncementsQuery, usePromoCategoriesQuery } from '../promo-api';
import { promoItemsOf, requestedPromotion, type PromoItem } from '../rules/promotion-rules';
import { ApplyRewardDialog } from '../reward/apply-reward-dialog';
import { FriendOverviewDialog } from '../reward-centre/friend-overview-dialog';
import { useFollowGoTo, useGoToTarget } from '../shared/use-go-to';
import { useViewer } from '../shared/use-viewer';
import { PromotionCard } from './promotion-card';
import { PromotionPopup } from './promotion-popup';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;

const Heading = styled.h1`
  margin: 0;
  font-family: ${vars.font.familyHeading};
  font-size: ${vars.font.size2xl};
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;

const ALL = 'all';

/** Scrolls to an entry 150 px below the top after 400 ms (section 2, /promotion hash). */
export function scheduleHashScroll(id: number): () => void {
  const timer = setTimeout(() => {
    const element = document.getElementById(String(id));
    if (!element) return;
    const top =
      element.getBoundingClientRect().top + window.scrollY - PROMO_TIMING.hashScrollOffsetPx;
    window.scrollTo({ top, behavior: 'smooth' });
  }, PROMO_TIMING.hashScrollDelayMs);
  return () => clearTimeout(timer);
}

/**
 * /promotion and /promotions: the category tabs and the promotion cards (types PR, B, PL, PU in
 * group w_promotion). `?id=` opens one; a hash equal to an id opens and scrolls to it; a
 * `timestamp` query is ignored. Visitors browse; applying needs a real account. Gated by REWCEN3.
 */
export function PromotionsPage() {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const enabled = useFlag('REWCEN3');
  const viewer = useViewer();
  const guard = useAccessGuard();
  const location = useLocation();
  const { data, isLoading, isError } = usePromoAnnouncementsQuery(
    {
      member: viewer.signedIn,
      types: ANNOUNCEMENT_TYPES.promotions,
      groupName: GROUP_NAMES.promotion,
      execution: 'B',
      platform: 'W',
    },
    { skip: !enabled },
  );
  const categories = usePromoCategoriesQuery(undefined, { skip: !enabled });
  const promotions = useMemo(() => promoItemsOf(data), [data]);
  const [category, setCategory] = useState(ALL);
  const [openId, setOpenId] = useState<number | null>(null);
  const [applying, setApplying] = useState<PromoItem | null>(null);
  const [friendOverview, setFriendOverview] = useState(false);
  const goToTarget = useGoToTarget();
  const follow = useFollowGoTo({
    openPromotion: setOpenId,
    openFriendOverview: () => setFriendOverview(true),
  });

  // ?id= opens; #id opens and scrolls: once per address, as soon as the list has that id.
  const handled = useRef<string | null>(null);
  const cancelScroll = useRef<(() => void) | null>(null);
  const scrollTarget = useRef<number | null>(null);
  useEffect(() => () => cancelScroll.current?.(), []);
  useEffect(() => {
    const address = `${location.search}${location.hash}`;
    if (handled.current === address) return;
    const requested = requestedPromotion(
      location.search,
      location.hash,
      promotions.map((item) => item.id),
    );
    if (!requested) return;
    handled.current = address;
    setCategory(ALL);
    setOpenId(requested.id);
    cancelScroll.current?.();
    cancelScroll.current = requested.scroll ? scheduleHashScroll(requested.id) : null;
    scrollTarget.current = requested.scroll ? requested.id : null;
  }, [location.search, location.hash, promotions]);

  const apply = useCallback(
    (promotion: PromoItem) => {
      if (guard.require('realAccount')) setApplying(promotion);
    },
    [guard],
  );

  if (!enabled) return <EmptyState title={t('promotions_disabled')} />;

  const tabs = [
    { id: ALL, label: t('promotions_all') },
    ...(Array.isArray(categories.data) ? categories.data : [])
      .filter((entry) => entry && (typeof entry.id === 'number' || typeof entry.id === 'string'))
      .map((entry) => ({ id: String(entry.id), label: String(entry.name ?? '') })),
  ];
  const shown =
    category === ALL ? promotions : promotions.filter((item) => item.categoryId === category);
  const open = promotions.find((item) => item.id === openId) ?? null;
  const canGoTo = (item: PromoItem) => {
    const target = goToTarget(item);
    return target.kind !== 'none';
  };

  return (
    <Page>
      <Heading>{t('promotions_title')}</Heading>
      {tabs.length > 1 ? (
        <Tabs
          items={tabs}
          value={category}
          onValueChange={setCategory}
          aria-label={t('promotions_categories')}
        />
      ) : null}
      {isLoading ? <Loader /> : null}
      {!isLoading && (isError || shown.length === 0) ? (
        <EmptyState title={t('promotions_empty')} />
      ) : null}
      <List>
        {shown.map((promotion) => (
          <PromotionCard
            key={promotion.id}
            promotion={promotion}
            canGoTo={canGoTo(promotion)}
            canApply={promotion.type === 'PR'}
            onOpen={() => setOpenId(promotion.id)}
            onGoTo={() => follow(goToTarget(promotion))}
            onApply={() => apply(promotion)}
          />
        ))}
      </List>
      <PromotionPopup
        promotion={open}
        canGoTo={open ? canGoTo(open) : false}
        onGoTo={() => {
          if (!open) return;
          setOpenId(null);
          follow(goToTarget(open));
        }}
        onClose={() => {
          setOpenId(null);
          // Closing gives focus back to where it was (the top of the page): return to the entry.
          if (scrollTarget.current !== null) {
            cancelScroll.current?.();
            cancelScroll.current = scheduleHashScroll(scrollTarget.current);
            scrollTarget.current = null;
          }
        }}
      />
      {applying ? (
        <ApplyRewardDialog promotion={applying} onClose={() => setApplying(null)} />
      ) : null}
      {friendOverview ? <FriendOverviewDialog onClose={() => setFriendOverview(false)} /> : null}
    </Page>
  );
}

export { PromotionsPage as Component };
