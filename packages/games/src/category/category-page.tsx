import type { Game, GameListRequest } from '@site/api-core/catalogue';
import { useLink } from '@site/feature-api';
import { useSiteTheme, vars } from '@site/theme';
import { Button, EmptyState, Pagination } from '@site/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { GAMES_LIMITS, LAUNCH } from '../constants';
import {
  gamesOfPage,
  totalPagesOf,
  useGamesListQuery,
  useGamesMatchesQuery,
  useGamesVendorsQuery,
  type GamesVendor,
} from '../games-api';
import { useLaunchGame } from '../launch/use-launch-game';
import { GameGrid } from '../lobby/game-grid';
import { PagesRow } from '../lobby/pages-row';
import { useFavourites } from '../lobby/use-favourites';
import { VendorTabs } from '../lobby/vendor-tabs';
import { gamesLinks } from '../links';
import {
  categoryPage,
  selectedVendor,
  vendorsFor,
  type CategoryPage,
} from '../rules/category-rules';
import { useGamesSession } from '../shared/use-games-session';
import { usePageMeta } from '../shared/use-page-meta';
import { WalletModeNote } from '../shared/wallet-mode-note';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  max-width: 85.375rem;
  margin: 0 auto;
  padding: ${vars.space.lg} ${vars.space.md};
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.familyHeading};
  font-size: ${vars.font.sizeXl};
`;

const Intro = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const Matches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${vars.space.xxs};
    padding: ${vars.space.sm};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
  }

  small {
    color: ${vars.color.textMuted};
  }
`;

function MatchList() {
  const { t } = useTranslation('games');
  const { data, isLoading } = useGamesMatchesQuery();
  const matches = data ?? [];
  if (isLoading) return null;
  return (
    <section aria-labelledby="games-matches-title">
      <h2 id="games-matches-title">{t('matches_title')}</h2>
      {matches.length === 0 ? (
        <EmptyState title={t('no_matches')} />
      ) : (
        <Matches>
          {matches.slice(0, 12).map((match, index) => (
            <li key={`${match.matchId ?? index}`}>
              <strong>
                {t('match_vs', { home: match.homeTeam ?? '-', away: match.awayTeam ?? '-' })}
              </strong>
              <small>
                {match.leagueName ?? ''} · {match.startTime ?? ''}
              </small>
            </li>
          ))}
        </Matches>
      )}
    </section>
  );
}

function LotteryCategory() {
  const { t } = useTranslation('games');
  const lottery = useLink(gamesLinks.lottery);
  return (
    <EmptyState
      title={t('lottery_category_hint')}
      action={lottery ? <Button onClick={lottery.open}>{t('go_lottery')}</Button> : null}
    />
  );
}

function VendorGames({
  page,
  vendor,
  maintenance,
}: {
  page: CategoryPage;
  vendor: GamesVendor;
  maintenance: ReadonlySet<string>;
}) {
  const { t } = useTranslation('games');
  const session = useGamesSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const pageNo = Math.max(1, Number.parseInt(searchParams.get('p') ?? '1', 10) || 1);
  const { play, trial } = useLaunchGame();
  const { isFavourite, toggle } = useFavourites();
  const request: GameListRequest = {
    clientType: LAUNCH.clientType,
    platform: LAUNCH.desktopPlatform,
    merchant: session.merchantCode,
    ...(vendor.gameType ? { gameType: vendor.gameType } : {}),
    vassalage: vendor.accountTypeName,
    ...(page.classify ? { gameClassify: page.classify } : {}),
    pageNo,
    pageSize: GAMES_LIMITS.slotPageSize,
    language: session.language,
  };
  const { data, isLoading, isFetching } = useGamesListQuery(request);
  const games: Game[] = gamesOfPage(data);
  return (
    <>
      <GameGrid
        skipOffscreen
        label={t('vendor_games', { name: String(vendor.displayName ?? vendor.accountTypeName) })}
        games={games}
        loading={isLoading}
        fetching={isFetching}
        isFavourite={isFavourite}
        onFavourite={(game) => void toggle(game)}
        onPlay={(game) => void play(game)}
        onTrial={trial}
        maintenance={maintenance}
      />
      <PagesRow>
        <Pagination
          aria-label={t('pages_label')}
          page={pageNo}
          pageCount={totalPagesOf(data)}
          onPageChange={(next) => {
            const search = new URLSearchParams(searchParams);
            search.set('p', String(next));
            setSearchParams(search);
          }}
        />
      </PagesRow>
    </>
  );
}

/**
 * The category pages of section 2 (`/rng`, `/casino`, ...): public and indexable (own title and
 * meta description per language), vendor tabs from `GCSGAME_gameVendor` with `?page=` selecting a
 * vendor, the vendor's games, and the matches on the sports page.
 */
export function CategoryPageView({ id }: { id: string }) {
  const { t } = useTranslation('games');
  const { siteName } = useSiteTheme();
  const page = categoryPage(id);
  const name = t(`nav_${id}`);
  usePageMeta(`${name} | ${siteName}`, t(`desc_${id}`));
  const session = useGamesSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const vendorsQuery = useGamesVendorsQuery(
    { merchantCode: session.merchantCode },
    { skip: !page || page.lottery === true },
  );
  const vendors = useMemo(
    () => (page ? vendorsFor<GamesVendor>(page, vendorsQuery.data) : []),
    [page, vendorsQuery.data],
  );
  const maintenance = useMemo(
    () =>
      new Set(
        vendors
          .filter((vendor) => vendor.maintenance === true)
          .map((vendor) => vendor.accountTypeName),
      ),
    [vendors],
  );
  const vendor = selectedVendor(vendors, searchParams.get('page'));

  return (
    <Page aria-labelledby="games-category-title">
      <Title id="games-category-title">{name}</Title>
      <Intro>{t(`desc_${id}`)}</Intro>
      {!page || page.lottery ? (
        <LotteryCategory />
      ) : vendorsQuery.isLoading ? (
        <>
          {/* The tabs' row is reserved while the vendors load (no content inserted above). */}
          <VendorTabs
            label={t('vendors_label')}
            selected=""
            onSelect={() => undefined}
            options={[]}
          />
          <GameGrid
            skipOffscreen
            games={[]}
            loading
            label={name}
            isFavourite={() => false}
            onPlay={() => undefined}
          />
        </>
      ) : vendors.length === 0 || !vendor ? (
        <EmptyState title={t('no_games')} />
      ) : (
        <>
          <VendorTabs
            label={t('vendors_label')}
            selected={vendor.accountTypeName}
            onSelect={(next) => setSearchParams(new URLSearchParams({ page: next }))}
            options={vendors.map((item) => ({
              id: item.accountTypeName,
              label: String(item.displayName ?? item.accountTypeName),
              ...(item.maintenance ? { note: t('under_maintenance') } : {}),
            }))}
          />
          <VendorGames
            key={vendor.accountTypeName}
            page={page}
            vendor={vendor}
            maintenance={maintenance}
          />
          {page.matches ? <MatchList /> : null}
          {/* Below the games: the note arrives after the page and moves nothing above it. */}
          <WalletModeNote />
        </>
      )}
    </Page>
  );
}
