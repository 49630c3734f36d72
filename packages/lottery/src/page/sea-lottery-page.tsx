import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MainColumn, PageGrid, Title } from './layout';
import { LotteryFrame } from './lottery-frame';
import { useLotteryLaunch } from './use-lottery-launch';

/** `/seaLottery`: the frame from the lottery-url call with prizeMode SEA (path assumed, ADR 0010). */
export function SeaLotteryPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const { state, retry } = useLotteryLaunch({
    area: 'sea',
    gameCode: params.get('gameCode'),
    playType: null,
    betParam: null,
    labelName: null,
  });
  return (
    <PageGrid>
      <MainColumn>
        <Title>{t('sea_title')}</Title>
        <LotteryFrame state={state} title={t('sea_title')} onRetry={retry} />
      </MainColumn>
    </PageGrid>
  );
}

export { SeaLotteryPage as Component };
