import type { RewardItem, RewardType } from '@site/api-core/catalogue';
import { vars } from '@site/theme';
import { Button, EmptyState, guardUrl, Loader, Tabs, focusRing } from '@site/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FIXED_REWARD_TYPES, POINTS_LIMITS } from '../constants';
import { POINTS_NAMESPACE } from '../i18n/points-i18n';
import { usePointsRewardsQuery, usePointsRewardTypesQuery } from '../points-api';
import { inventoryOf, localName, pageOf, visibleCount } from '../rules/points-rules';
import { Price, useLanguage } from '../shared/parts';

// The detail modal (and swiper with it) loads only when a commodity is opened.
const CommodityDialog = lazy(async () => ({
  default: (await import('../detail/commodity-dialog')).CommodityDialog,
}));

const ALL = 'all';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  width: 100%;
  height: 100%;
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};

  &:hover {
    border-color: ${vars.color.brand};
  }

  ${focusRing}
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceSunken};
`;

const Name = styled.span`
  font-weight: ${vars.font.weightMedium};
`;

const Stock = styled.span<{ $out: boolean }>`
  color: ${(p) => (p.$out ? vars.color.danger : vars.color.textMuted)};
  font-size: ${vars.font.sizeSm};
`;

const Group = styled.section`
  margin-bottom: ${vars.space.xl};
`;

const GroupHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${vars.space.sm};

  h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }
`;

/** Section 3: types 1, 2 and 3 have fixed labels; others use their name by language. */
export function useTypeLabel(): (
  type: Pick<RewardType, 'typeId' | 'name' | 'chineseName'>,
) => string {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const language = useLanguage();
  return (type) =>
    (FIXED_REWARD_TYPES as readonly number[]).includes(type.typeId)
      ? t(`type_${type.typeId}`)
      : localName(type, language);
}

function ItemCard({ item, onOpen }: { item: RewardItem; onOpen: (item: RewardItem) => void }) {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const language = useLanguage();
  const name = localName(item, language);
  const image = guardUrl(item.imageLink);
  const inventory = inventoryOf(item);
  return (
    <li>
      {/* Named by what it shows (name, price, stock; WCAG 2.5.3), not by a label of its own. */}
      <Card type="button" onClick={() => onOpen(item)} data-testid="reward-card">
        {image ? <Picture src={image} alt="" loading="lazy" /> : null}
        <Name>{name}</Name>
        <Price item={item} />
        <Stock $out={inventory === 0}>
          {inventory === 0 ? t('sold_out') : t('inventory', { count: inventory })}
        </Stock>
      </Card>
    </li>
  );
}

/**
 * Exchange goods (section 4): reward-type tabs, then 3 items per category (7 when one type is
 * selected, 1000 after "more"), each opening the commodity detail modal.
 */
export function ExchangeGoods({ onRedeemed }: { onRedeemed: () => void }) {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const typeLabel = useTypeLabel();
  const [selected, setSelected] = useState<string>(ALL);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<RewardItem | null>(null);
  const typesQuery = usePointsRewardTypesQuery();
  const types = useMemo(
    () =>
      (Array.isArray(typesQuery.data) ? typesQuery.data : []).filter(
        (type): type is RewardType =>
          typeof type === 'object' && type !== null && typeof type.typeId === 'number',
      ),
    [typesQuery.data],
  );
  const typeId = selected === ALL ? undefined : Number(selected);
  const rewards = usePointsRewardsQuery({
    page: 1,
    size: POINTS_LIMITS.rewardsFetched,
    ...(typeId !== undefined ? { type: typeId } : {}),
  });
  const items = pageOf<RewardItem>(rewards.data).content.filter(
    (item) => typeof item === 'object' && item !== null && typeof item.id === 'number',
  );

  const more = (key: string) => setExpanded((current) => new Set(current).add(key));

  const list = (key: string, entries: RewardItem[], typeSelected: boolean) => {
    const count = visibleCount({ typeSelected, more: expanded.has(key) });
    return (
      <>
        <Grid>
          {entries.slice(0, count).map((item) => (
            <ItemCard key={item.id} item={item} onOpen={setOpen} />
          ))}
        </Grid>
        {entries.length > count ? (
          <Button variant="secondary" size="sm" onClick={() => more(key)}>
            {t('more')}
          </Button>
        ) : null}
      </>
    );
  };

  let body;
  if (rewards.isLoading) body = <Loader />;
  else if (rewards.isError)
    body = (
      <EmptyState
        title={t('load_failed')}
        action={<Button onClick={() => void rewards.refetch()}>{t('retry')}</Button>}
      />
    );
  else if (items.length === 0) body = <EmptyState title={t('empty_goods')} />;
  else if (typeId !== undefined) body = list(`type-${typeId}`, items, true);
  else {
    const known = new Set(types.map((type) => type.typeId));
    const groups = [
      ...types.map((type) => ({
        key: String(type.typeId),
        label: typeLabel(type),
        entries: items.filter((item) => item.type === type.typeId),
      })),
      { key: 'other', label: t('tab_all'), entries: items.filter((item) => !known.has(item.type)) },
    ].filter((group) => group.entries.length > 0);
    body = groups.map((group) => (
      <Group key={group.key} aria-labelledby={`points-group-${group.key}`}>
        <GroupHead>
          <h3 id={`points-group-${group.key}`}>{group.label}</h3>
        </GroupHead>
        {list(group.key, group.entries, false)}
      </Group>
    ));
  }

  return (
    <>
      <Tabs
        aria-label={t('types_label')}
        value={selected}
        onValueChange={setSelected}
        items={[
          { id: ALL, label: t('tab_all'), content: selected === ALL ? body : null },
          ...types.map((type) => ({
            id: String(type.typeId),
            label: typeLabel(type),
            content: selected === String(type.typeId) ? body : null,
          })),
        ]}
      />
      {open ? (
        <Suspense fallback={<Loader />}>
          <CommodityDialog
            item={open}
            onClose={() => setOpen(null)}
            onRedeemed={() => {
              setOpen(null);
              onRedeemed();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
