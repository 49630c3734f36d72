import type { Game } from '@site/api-core/catalogue';
import { useAccessGuard } from '@site/feature-api';
import { useToast } from '@site/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGamesFavouritesQuery, useGamesToggleFavouriteMutation } from '../games-api';
import { useGamesSession } from '../shared/use-games-session';

const keyOf = (game: Game) => String(game.nodeId ?? '');

/**
 * Favourites (section 7: `MCSFE_addFavoriteGameV2` POST, `MCSFE_removeFavoriteGameV2` DELETE):
 * a visitor gets the sign-in prompt; a member's toggle is optimistic and rolled back on failure
 * with a toast.
 */
export function useFavourites() {
  const { t } = useTranslation('games');
  const session = useGamesSession();
  const guard = useAccessGuard();
  const toast = useToast();
  const token = session.token ?? '';
  const { data } = useGamesFavouritesQuery({ token }, { skip: !session.signedIn || !token });
  const [toggleFavourite] = useGamesToggleFavouriteMutation();
  const favourites = useMemo(() => new Set((data ?? []).map(keyOf)), [data]);

  const isFavourite = useCallback((game: Game) => favourites.has(keyOf(game)), [favourites]);

  const toggle = useCallback(
    async (game: Game) => {
      if (!guard.require('signedIn')) return;
      if (game.nodeId === undefined || game.nodeId === null) return;
      const favourite = !favourites.has(keyOf(game));
      try {
        await toggleFavourite({
          favourite,
          token,
          game,
          nodeId: game.nodeId,
          vendor: String(game.accountTypeName ?? game.vassalage ?? ''),
          gameType: String(game.gameType ?? ''),
        }).unwrap();
      } catch {
        toast.show({ message: t('favourite_failed'), tone: 'danger' });
      }
    },
    [favourites, guard, t, toast, toggleFavourite, token],
  );

  return { isFavourite, toggle, favourites: data ?? [] };
}
