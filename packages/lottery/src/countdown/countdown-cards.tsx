import { refetchIfStarted } from '../clock/refetch-if-started';
import { vars } from '@site/theme';
import { EmptyState } from '@site/ui';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOTTERY_LIMITS } from '../constants';
import {
  useLotteryLiveOpenedQuery,
  useLotteryOpenedQuery,
  useLotteryVnOpenedQuery,
  type OpenedIssue,
} from '../lottery-api';
import { useBetHandover } from '../shared/use-bet-handover';
import { useLatestCallback } from '../shared/use-latest-callback';
import { CountdownCard, CountdownCardSkeleton } from './countdown-card';

const Section = styled.section`
  display: grid;
  gap: ${vars.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  color: ${vars.color.text};
`;

const Grid = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
`;

/** At most 5 lotto cards (no live video) and 5 live-video cards (`liveVideoSwitch`). */
export function splitCards(lotto: readonly OpenedIssue[], live: readonly OpenedIssue[]) {
  return {
    lotto: lotto.filter((issue) => !issue.liveVideoSwitch).slice(0, LOTTERY_LIMITS.lottoCards),
    live: live.filter((issue) => issue.liveVideoSwitch).slice(0, LOTTERY_LIMITS.liveVideoCards),
  };
}

interface FeedProps {
  title: string;
  issues: readonly OpenedIssue[];
  receivedAt: number;
  refetchKey: string;
  refetch: () => void;
  loading: boolean;
  failed: boolean;
}

function Feed({ title, issues, receivedAt, refetchKey, refetch, loading, failed }: FeedProps) {
  const { t } = useTranslation('lottery');
  const bet = useBetHandover();
  return (
    <Section aria-label={title} aria-busy={loading}>
      <Heading>{title}</Heading>
      {loading ? (
        <Grid>
          {Array.from({ length: LOTTERY_LIMITS.lottoCards }, (_, index) => (
            <CountdownCardSkeleton key={index} />
          ))}
        </Grid>
      ) : issues.length === 0 ? (
        <EmptyState title={failed ? t('cards_error') : t('cards_empty')} icon={null} />
      ) : (
        <Grid>
          {issues.map((issue) => (
            <CountdownCard
              key={`${issue.gameCode}-${issue.numero}`}
              issue={issue}
              receivedAt={receivedAt}
              refetchKey={refetchKey}
              refetch={refetch}
              onBet={bet}
            />
          ))}
        </Grid>
      )}
    </Section>
  );
}

/**
 * The countdown cards of the lottery page: lotto cards from `/lgw/games/opened/numero`, live-video
 * cards from `/lotto/lgw/games/opened/numero`. Each feed is one query; every card asks the shared
 * clock for its feed's refetch, and the clock runs at most one refetch round every 5 s. Memoized
 * (it has no props): the page's other answers do not render its cards again.
 */
export const CountdownCards = memo(function CountdownCards() {
  const { t } = useTranslation('lottery');
  const lotto = useLotteryOpenedQuery();
  const live = useLotteryLiveOpenedQuery();
  // Of one identity, so a card (memoized) renders again only when its own issue changes.
  const refetchLotto = useLatestCallback(() => refetchIfStarted(lotto));
  const refetchLive = useLatestCallback(() => refetchIfStarted(live));
  const cards = useMemo(
    () => splitCards(lotto.data ?? [], live.data ?? []),
    [lotto.data, live.data],
  );
  return (
    <>
      <Feed
        title={t('cards_title')}
        issues={cards.lotto}
        receivedAt={lotto.fulfilledTimeStamp ?? 0}
        refetchKey="lotteryOpened"
        refetch={refetchLotto}
        loading={lotto.isLoading}
        failed={lotto.isError}
      />
      {/* Shown from the start (placeholders, then cards or an empty state), so it never pushes the
          draw list down when its answer arrives (ADR 0087). */}
      <Feed
        title={t('cards_live_title')}
        issues={cards.live}
        receivedAt={live.fulfilledTimeStamp ?? 0}
        refetchKey="lotteryLiveOpened"
        refetch={refetchLive}
        loading={live.isLoading}
        failed={live.isError}
      />
    </>
  );
});

/** The Vietnamese lottery's cards (`/lgw/vn/numeros/opened/game`). */
export function VnCountdownCards() {
  const { t } = useTranslation('lottery');
  const vn = useLotteryVnOpenedQuery();
  const refetch = useLatestCallback(() => refetchIfStarted(vn));
  return (
    <Feed
      title={t('cards_title')}
      issues={(vn.data ?? []).slice(0, LOTTERY_LIMITS.lottoCards)}
      receivedAt={vn.fulfilledTimeStamp ?? 0}
      refetchKey="lotteryVnOpened"
      refetch={refetch}
      loading={vn.isLoading}
      failed={vn.isError}
    />
  );
}
