import { useAccessGuard } from '@site/feature-api';
import { useSiteTheme, vars } from '@site/theme';
import { Button, EmptyState, Pagination, TextField } from '@site/ui';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { LOBBY_TABS } from '../constants';
import { useGamesVassGameTypesQuery, useGamesVendorsQuery } from '../games-api';
import { takeLobbyScroll } from '../launch/lobby-return';
import { useLaunchGame } from '../launch/use-launch-game';
import {
  lobbySearch,
  lobbyTabOf,
  nextLobbyState,
  parseLobbyState,
  tabNeedsLogin,
  type LobbyState,
} from '../rules/lobby-state';
import { useGamesSession } from '../shared/use-games-session';
import { usePageMeta } from '../shared/use-page-meta';
import { WalletModeNote } from '../shared/wallet-mode-note';
import { GameGrid } from './game-grid';
import { PagesRow } from './pages-row';
import { SLOT_TYPE, useDebouncedSearch, useLobbyGames } from './use-lobby-games';
import { useFavourites } from './use-favourites';
import { VendorTabs, type TabOption } from './vendor-tabs';

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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  align-items: flex-end;
  justify-content: space-between;
`;

const Search = styled.div`
  flex: 0 1 18rem;
  min-width: 12rem;
`;

export { prefetchElectronPage } from './prefetch-electron-page';

/** Slot lobby `/electron`: vendor, special and category tabs, search, grid, pages (section 2). */
export function ElectronPage() {
  const { t } = useTranslation('games');
  const { siteName } = useSiteTheme();
  usePageMeta(`${t('nav_electron')} | ${siteName}`, t('desc_electron'));
  const session = useGamesSession();
  const guard = useAccessGuard();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseLobbyState(searchParams), [searchParams]);
  const tab = lobbyTabOf(state.page);
  const { play, trial } = useLaunchGame();
  const { isFavourite, toggle } = useFavourites();

  const update = (change: Partial<LobbyState>, replace = false) => {
    setSearchParams(lobbySearch(nextLobbyState(state, change)), { replace });
  };

  // Search: no minimum length, debounced; the URL keeps what was searched.
  const [typed, setTyped] = useDebouncedSearch(state.name, (name) => update({ name }, true));

  const vendorsQuery = useGamesVendorsQuery({ merchantCode: session.merchantCode });
  const vendors = useMemo(
    () => (vendorsQuery.data ?? []).filter((vendor) => vendor.gameType === SLOT_TYPE),
    [vendorsQuery.data],
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
  const vendor =
    tab === 'vendor' && vendors.some((item) => item.accountTypeName === state.page)
      ? state.page
      : '';

  const options: TabOption[] = [
    { id: '', label: t('all_vendors') },
    ...vendors.map((item) => ({
      id: item.accountTypeName,
      label: String(item.displayName ?? item.accountTypeName),
      ...(item.maintenance ? { note: t('under_maintenance') } : {}),
    })),
    { id: LOBBY_TABS.hot, label: t('tab_hot') },
    { id: LOBBY_TABS.recent, label: t('tab_recent') },
    { id: LOBBY_TABS.favourite, label: t('tab_favourite') },
  ];

  const selectTab = (id: string) => {
    if (tabNeedsLogin(lobbyTabOf(id)) && !guard.require('signedIn')) return;
    update({ page: id });
  };

  // Category tabs of the selected vendor (gameClassify of GLS2_getVassGameType).
  const typesQuery = useGamesVassGameTypesQuery(
    { vassalage: vendor },
    { skip: tab !== 'vendor' || !vendor },
  );
  const classifies = useMemo(
    () =>
      [
        ...new Set(
          (typesQuery.data ?? []).flatMap((item) =>
            Array.isArray(item.gameClassify) ? item.gameClassify : [],
          ),
        ),
      ].filter((value): value is string => typeof value === 'string' && value !== ''),
    [typesQuery.data],
  );

  // The category row is reserved from the start for a vendor named in the URL, while the vendors
  // and their categories load: the search box and the grid below do not move when it fills.
  const showClassifies =
    tab === 'vendor' &&
    state.page !== '' &&
    (vendorsQuery.isLoading || (vendor !== '' && (typesQuery.isLoading || classifies.length > 0)));

  // The grid's source. A vendor named in the URL is waited for: no list of every vendor first.
  const { games, pageCount, loading, fetching } = useLobbyGames({
    tab,
    state,
    vendor,
    waitForVendor: tab === 'vendor' && state.page !== '' && vendorsQuery.isLoading,
  });

  // Back from a game: the scroll position comes back once the games are on screen.
  useEffect(() => {
    if (loading || games.length === 0) return;
    const y = takeLobbyScroll(`${location.pathname}${location.search}`);
    if (y !== null) window.scrollTo(0, y);
  }, [loading, games.length, location.pathname, location.search]);

  const needsSignIn = tabNeedsLogin(tab) && !session.signedIn;
  const empty = needsSignIn ? (
    <EmptyState
      title={t('sign_in_needed')}
      action={<Button onClick={() => guard.require('signedIn')}>{t('sign_in')}</Button>}
    />
  ) : (
    <EmptyState
      title={
        state.name
          ? t('no_games_search', { name: state.name })
          : tab === 'favourite'
            ? t('no_favourites')
            : tab === 'recent'
              ? t('no_recent')
              : t('no_games')
      }
    />
  );

  const selectedTab = tab === 'vendor' ? vendor : state.page;
  const tabLabel = options.find((option) => option.id === selectedTab)?.label ?? t('all_vendors');

  return (
    <Page aria-labelledby="games-lobby-title">
      <Title id="games-lobby-title">{t('nav_electron')}</Title>
      <VendorTabs
        options={options}
        selected={selectedTab}
        onSelect={selectTab}
        label={t('vendors_label')}
      />
      <Toolbar>
        {showClassifies ? (
          <VendorTabs
            label={t('categories_label')}
            selected={state.classify}
            onSelect={(id) => update({ classify: id })}
            options={[
              { id: '', label: t('category_all') },
              ...classifies.map((id) => ({
                id,
                label: t(`classify_${id}`, { defaultValue: id }),
              })),
            ]}
          />
        ) : (
          <span />
        )}
        <Search>
          <TextField
            label={t('search_label')}
            placeholder={t('search_placeholder')}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </Search>
      </Toolbar>
      <GameGrid
        skipOffscreen
        label={t('vendor_games', { name: tabLabel })}
        games={needsSignIn ? [] : games}
        loading={!needsSignIn && loading}
        fetching={fetching}
        isFavourite={isFavourite}
        onFavourite={(game) => void toggle(game)}
        onPlay={(game) => void play(game)}
        onTrial={trial}
        maintenance={maintenance}
        empty={empty}
      />
      <PagesRow>
        <Pagination
          aria-label={t('pages_label')}
          page={Math.min(state.pageNo, pageCount)}
          pageCount={needsSignIn ? 0 : pageCount}
          onPageChange={(page) => {
            update({ pageNo: page });
            window.scrollTo?.(0, 0);
          }}
        />
      </PagesRow>
      {/* Below the grid: the note arrives after the page and moves nothing above it. */}
      <WalletModeNote />
    </Page>
  );
}
