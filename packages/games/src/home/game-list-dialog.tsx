import type { Game, GameListRequest } from '@site/api-core/catalogue';
import { Button, Dialog, Pagination } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GAMES_LIMITS, LAUNCH } from '../constants';
import {
  gamesOfPage,
  totalPagesOf,
  useGamesListQuery,
  useGamesRoomListQuery,
  type GamesVendor,
} from '../games-api';
import { useLaunchGame } from '../launch/use-launch-game';
import { GameGrid } from '../lobby/game-grid';
import { PagesRow } from '../lobby/pages-row';
import { useFavourites } from '../lobby/use-favourites';
import { pageOf } from '../rules/lobby-state';
import { listsRooms } from '../rules/popup-list-rules';
import { useGamesSession } from '../shared/use-games-session';

export interface GameListDialogProps {
  /** The vendor whose games the list shows (a home tile's vendor item). */
  vendor: Pick<GamesVendor, 'accountTypeName' | 'displayName' | 'gameType'>;
  /** The vendor's category page (`/{category}?page={vendor}`): the footer's "More" goes there. */
  morePath?: string;
  onClose: () => void;
}

interface ListPage {
  games: Game[];
  pageCount: number;
  loading: boolean;
  fetching: boolean;
}

/**
 * The games of one vendor, 10 a page: a page of `GCSGAME_gameList` (pageSize 10), or for a
 * live vendor its rooms from `GLS2_roomList`, paged here (ADR 0078).
 */
function useVendorGames(vendor: GameListDialogProps['vendor'], pageNo: number): ListPage {
  const session = useGamesSession();
  const rooms = listsRooms(vendor);
  const request: GameListRequest = {
    clientType: LAUNCH.clientType,
    platform: LAUNCH.desktopPlatform,
    merchant: session.merchantCode,
    ...(vendor.gameType ? { gameType: vendor.gameType } : {}),
    vassalage: vendor.accountTypeName,
    pageNo,
    pageSize: GAMES_LIMITS.popupPageSize,
    language: session.language,
  };
  const list = useGamesListQuery(request, { skip: rooms });
  const roomList = useGamesRoomListQuery({ vassalage: vendor.accountTypeName }, { skip: !rooms });
  if (rooms) {
    const paged = pageOf(roomList.data ?? [], pageNo, GAMES_LIMITS.popupPageSize);
    return {
      games: paged.items,
      pageCount: paged.totalPages,
      loading: roomList.isLoading,
      fetching: roomList.isFetching,
    };
  }
  return {
    games: gamesOfPage(list.data),
    pageCount: totalPagesOf(list.data),
    loading: list.isLoading,
    fetching: list.isFetching,
  };
}

/**
 * The game popup list (section 2 "Game popup list: 10 per page"): a home tile's vendor opens
 * its games in a dialog, with numbered pages; each game plays (or tries for free) through the
 * launch module, like the lobby's tiles.
 */
export function GameListDialog({ vendor, morePath, onClose }: GameListDialogProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const { games, pageCount, loading, fetching } = useVendorGames(vendor, pageNo);
  const { play, trial } = useLaunchGame();
  const { isFavourite, toggle } = useFavourites();
  const name = String(vendor.displayName ?? vendor.accountTypeName);
  return (
    <Dialog
      open
      title={t('popup_list_title')}
      onClose={onClose}
      footer={
        <>
          {morePath ? (
            <Button
              variant="secondary"
              aria-label={t('more_of', { name })}
              onClick={() => {
                onClose();
                void navigate(morePath);
              }}
            >
              {t('more')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('close')}</Button>
        </>
      }
    >
      <GameGrid
        label={t('vendor_games', { name })}
        games={games}
        loading={loading}
        fetching={fetching}
        skeletons={GAMES_LIMITS.popupPageSize}
        isFavourite={isFavourite}
        onFavourite={(game) => void toggle(game)}
        onPlay={(game) => void play(game)}
        onTrial={trial}
      />
      <PagesRow>
        <Pagination
          aria-label={t('pages_label')}
          page={Math.min(pageNo, pageCount)}
          pageCount={pageCount}
          onPageChange={setPageNo}
        />
      </PagesRow>
    </Dialog>
  );
}
