import type { Game } from '@site/api-core/catalogue';
import type { DialogProps } from '@site/feature-api';
import { vars } from '@site/theme';
import { Button, Dialog, EmptyState, Loader } from '@site/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { GAMES_LIMITS } from '../constants';
import { useGamesRecommendedQuery } from '../games-api';
import { useLaunchGame } from '../launch/use-launch-game';
import { GameTile, useGameTileLabels } from '../lobby/game-tile';
import { useFavourites } from '../lobby/use-favourites';
import { slides } from '../rules/home-rules';

export interface RecommendedParams {
  /** The recommended-maintenance answer that opened the dialog (resType 1). */
  message?: string;
  maintainTime?: string;
  endTime?: string;
}

const Slide = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0 0 ${vars.space.xl};
  list-style: none;

  @media (max-width: 40rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Carousel = styled.div`
  --swiper-theme-color: ${vars.color.brand};
  --swiper-navigation-size: 1.5rem;
`;

/**
 * Recommended games (section 2, `GCSGAME_getRecommendedHotGames`): 12 per slide with swiper.
 * With an empty list it shows the maintenance message with its time range from `content.data`.
 * Swiper lives only in this lazily loaded dialog.
 */
export function RecommendedDialog({ params, onClose }: DialogProps<RecommendedParams | undefined>) {
  const { t } = useTranslation('games');
  const { data, isLoading } = useGamesRecommendedQuery();
  const { play, trial } = useLaunchGame();
  const { isFavourite, toggle } = useFavourites();
  const labels = useGameTileLabels();
  const pages = slides<Game>(data ?? [], GAMES_LIMITS.recommendedPerSlide);
  const times = t('maintenance_window', {
    start: params?.maintainTime ?? '-',
    end: params?.endTime ?? '-',
  });
  return (
    <Dialog
      open
      title={t('recommended_title')}
      onClose={onClose}
      width="min(60rem, 96vw)"
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {params?.message ? <p>{params.message}</p> : null}
      {isLoading ? (
        <Loader label={t('loading_games')} showLabel />
      ) : pages.length === 0 ? (
        <EmptyState
          title={t('recommended_maintenance_title')}
          description={<span data-testid="recommended-maintenance-times">{times}</span>}
        />
      ) : (
        <Carousel>
          <Swiper
            modules={[Navigation, Pagination, A11y]}
            navigation
            pagination={{ clickable: true }}
            a11y={{
              prevSlideMessage: t('previous_slide'),
              nextSlideMessage: t('next_slide'),
              slideLabelMessage: t('slide_label', {
                index: '{{index}}',
                count: '{{slidesLength}}',
              }),
            }}
            slidesPerView={1}
          >
            {pages.map((games, index) => (
              <SwiperSlide key={index}>
                <Slide aria-label={t('slide_label', { index: index + 1, count: pages.length })}>
                  {games.map((game) => (
                    <li key={String(game.nodeId ?? game.gameId)}>
                      <GameTile
                        game={game}
                        favourite={isFavourite(game)}
                        labels={labels}
                        onFavourite={(item) => void toggle(item)}
                        onPlay={(item) => void play(item)}
                        onTrial={trial}
                      />
                    </li>
                  ))}
                </Slide>
              </SwiperSlide>
            ))}
          </Swiper>
        </Carousel>
      )}
    </Dialog>
  );
}
