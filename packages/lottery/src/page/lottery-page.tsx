import { skipToken } from '@reduxjs/toolkit/query';
import { selectLoggedIn, useSiteSelector } from '@site/api-core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CountdownCards } from '../countdown/countdown-cards';
import { DrawList } from '../draws/draw-list';
import {
  useLotteryGamesQuery,
  useLotteryIssueQuery,
  useLotteryMenusQuery,
  useLotteryRecentMenusQuery,
} from '../lottery-api';
import { LotteryMenu, menuStatusOf } from '../menu/lottery-menu';
import { QuickBet } from '../quick-bet/quick-bet';
import { AsideColumn, MainColumn, ModeBadge, PageGrid, SideColumn, Title } from './layout';
import { LotteryFrame } from './lottery-frame';
import { PopularSideNav } from './popular-side-nav';
import { issueLookupOf } from './issue-lookup';
import { useLotteryLaunch } from './use-lottery-launch';

export { prefetchLotteryPage } from './prefetch-lottery-page';

/**
 * `/lottery?gameCode=&gameId=&playType=&bet_param=&lottoGameGroup=`: the lottery frame, countdown
 * cards and the latest draws; the quick bet; the side nav of popular games and the menu. The main
 * column comes first (ADR 0087): on a phone nothing that loads late sits above the frame.
 */
export function LotteryPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const signedIn = useSiteSelector(selectLoggedIn);
  // Issue lookup by gameId: a link with only a gameId learns its game code from the issue.
  const byId = useLotteryIssueQuery(issueLookupOf(params) ?? skipToken);
  const gameCode = params.get('gameCode') ?? (byId.data?.gameCode || null);
  const menus = useLotteryMenusQuery();
  const recent = useLotteryRecentMenusQuery(undefined, { skip: !signedIn });
  const games = useLotteryGamesQuery();
  const { state, retry, game, playType } = useLotteryLaunch({
    area: 'lott',
    gameCode,
    playType: params.get('playType'),
    betParam: params.get('bet_param'),
    labelName: params.get('lottoGameGroup'),
    pending: byId.isFetching,
  });
  // One object per game list, so the (memoized) draw list renders again only when it changes.
  const names = useMemo(
    () => Object.fromEntries((games.data ?? []).map((entry) => [entry.gameCode, entry.remark])),
    [games.data],
  );
  return (
    <PageGrid>
      <MainColumn>
        <Title>{game?.remark ?? t('lottery_title')}</Title>
        <ModeBadge data-testid="play-mode">
          {t('mode_label')}: {t(playType === 2 ? 'mode_entertainment' : 'mode_traditional')}
        </ModeBadge>
        <LotteryFrame state={state} title={t('frame_title')} onRetry={retry} />
        <CountdownCards />
        {/* The game code of the address, not the game list's: one draw call, not two. */}
        <DrawList gameCode={gameCode} names={names} />
      </MainColumn>
      <AsideColumn>
        <QuickBet />
      </AsideColumn>
      <SideColumn>
        <PopularSideNav current={gameCode} />
        <LotteryMenu
          groups={menus.data ?? []}
          status={menuStatusOf(menus)}
          onRetry={() => void menus.refetch()}
          recent={recent.data ?? []}
          current={gameCode}
        />
      </SideColumn>
    </PageGrid>
  );
}

export { LotteryPage as Component };
