import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { VnCountdownCards } from '../countdown/countdown-cards';
import { useLotteryVnMenusQuery } from '../lottery-api';
import { LotteryMenu, menuStatusOf } from '../menu/lottery-menu';
import { MainColumn, PageGrid, SideColumn, Title } from './layout';
import { LotteryFrame } from './lottery-frame';
import { useLotteryLaunch } from './use-lottery-launch';

/** `/vnLottery?gameCode=`: the VN menu, the VN countdown cards and the frame (lottoArea VN). */
export function VnLotteryPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const menus = useLotteryVnMenusQuery();
  const { state, retry } = useLotteryLaunch({
    area: 'vn',
    gameCode,
    playType: null,
    betParam: null,
    labelName: null,
  });
  return (
    <PageGrid>
      <MainColumn>
        <Title>{t('vn_title')}</Title>
        <LotteryFrame state={state} title={t('vn_title')} onRetry={retry} />
        <VnCountdownCards />
      </MainColumn>
      <SideColumn>
        <LotteryMenu
          groups={menus.data ?? []}
          status={menuStatusOf(menus)}
          onRetry={() => void menus.refetch()}
          current={gameCode}
          vietnam
        />
      </SideColumn>
    </PageGrid>
  );
}

export { VnLotteryPage as Component };
