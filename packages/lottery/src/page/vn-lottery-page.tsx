import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { VnCountdownCards } from '../countdown/countdown-cards';
import { useLotteryVnMenusQuery } from '../lottery-api';
import { LotteryMenu } from '../menu/lottery-menu';
import { Column, PageGrid, Title } from './layout';
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
      <Column>
        <LotteryMenu groups={menus.data ?? []} current={gameCode} vietnam />
      </Column>
      <Column>
        <Title>{t('vn_title')}</Title>
        <LotteryFrame state={state} title={t('vn_title')} onRetry={retry} />
        <VnCountdownCards />
      </Column>
    </PageGrid>
  );
}

export { VnLotteryPage as Component };
