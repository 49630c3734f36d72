import { vars } from '@site/theme';
import { Button, EmptyState, focusRing } from '@site/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { LOTTERY_LIMITS } from '../constants';
import { useLotteryDrawsQuery, type LotteryDrawInfo } from '../lottery-api';
import { trendHref } from '../shared/lottery-links';
import { SkeletonLine } from '../shared/skeleton';
import { useBetHandover } from '../shared/use-bet-handover';

const Section = styled.section`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
`;

const Rows = styled.ol`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xs} 0;
  border-bottom: 1px solid ${vars.color.border};
`;

const Balls = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space.xxs};
`;

const Ball = styled.span`
  box-sizing: border-box;
  &:empty {
    background: ${vars.color.surfaceSunken};
  }
  display: inline-grid;
  place-items: center;
  min-width: 1.75em;
  height: 1.75em;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand};
  color: ${vars.color.onBrand};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightBold};
`;

const Actions = styled.span`
  display: inline-flex;
  gap: ${vars.space.xs};
`;

const trendBox = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75em;
  color: ${vars.color.brand};
  font-size: ${vars.font.sizeSm};
  ${focusRing}
`;

const TrendLink = styled(Link)`
  ${trendBox}
`;

const TrendSlot = styled.span`
  ${trendBox}
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

/** Winning numbers split on commas or spaces (or one per digit when written together). */
export function winNumbers(winNo: string): string[] {
  const parts = winNo.split(/[,\s|]+/).filter(Boolean);
  return parts.length === 1 && /^\d{3,}$/.test(parts[0]!) ? parts[0]!.split('') : parts;
}

export interface DrawListViewProps {
  draws: readonly LotteryDrawInfo[];
  names?: Readonly<Record<string, string>>;
}

/** The latest 5 draws with a trend link and a bet button each (section 2). */
export function DrawListView({ draws, names = {} }: DrawListViewProps) {
  const { t } = useTranslation('lottery');
  const bet = useBetHandover();
  const shown = draws.slice(0, LOTTERY_LIMITS.draws);
  return (
    <Section aria-label={t('draws_title')}>
      <Heading>{t('draws_title')}</Heading>
      {shown.length === 0 ? (
        <EmptyState title={t('draws_empty')} icon={null} />
      ) : (
        <Rows>
          {shown.map((draw) => {
            const name = names[draw.gameCode] ?? draw.gameCode;
            return (
              <Row key={`${draw.gameCode}-${draw.numero}`} data-testid="draw-row">
                <span>
                  <strong>{name}</strong> <Muted>{t('card_issue', { numero: draw.numero })}</Muted>
                  <br />
                  <Balls role="img" aria-label={`${t('draw_numbers')} ${draw.winNo}`}>
                    {winNumbers(draw.winNo).map((ball, index) => (
                      <Ball key={index} aria-hidden="true">
                        {ball}
                      </Ball>
                    ))}
                  </Balls>
                </span>
                <Actions>
                  <TrendLink to={trendHref(draw.gameCode)}>{t('draw_trend', { name })}</TrendLink>
                  <Button
                    size="sm"
                    aria-label={t('draw_bet', { name })}
                    onClick={() => bet(draw.gameCode)}
                  >
                    {t('card_bet_short')}
                  </Button>
                </Actions>
              </Row>
            );
          })}
        </Rows>
      )}
    </Section>
  );
}

/** The draws call's argument: one game's draws, or every game's (the page's prefetch uses it too). */
export function drawsRequest(gameCode?: string | null): { gameCode?: string } {
  return gameCode ? { gameCode } : {};
}

/**
 * The draw list over `/lgw/draw` (all games) or `/lgw/draw/code/{gameCode}`. Memoized: its page's
 * other answers do not render it again.
 */
export const DrawList = memo(function DrawList({
  gameCode,
  names,
}: {
  gameCode?: string | null;
  names?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('lottery');
  const draws = useLotteryDrawsQuery(drawsRequest(gameCode));
  if (draws.isLoading) return <DrawListSkeleton title={t('draws_title')} />;
  return <DrawListView draws={draws.data ?? []} {...(names ? { names } : {})} />;
});

/** The draw list while it loads: 5 rows built from a row's own parts (ADR 0087). */
function DrawListSkeleton({ title }: { title: string }) {
  const { t } = useTranslation('lottery');
  return (
    <Section aria-label={title} aria-busy="true">
      <Heading>{title}</Heading>
      <Rows aria-hidden="true">
        {Array.from({ length: LOTTERY_LIMITS.draws }, (_, index) => (
          <Row key={index} data-testid="draw-row-skeleton">
            <span>
              <SkeletonLine $width="60%" />
              <br />
              <Balls>
                {Array.from({ length: 5 }, (_, ball) => (
                  <Ball key={ball} />
                ))}
              </Balls>
            </span>
            <Actions>
              <TrendSlot>
                <SkeletonLine $width="5em" />
              </TrendSlot>
              <Button size="sm" disabled tabIndex={-1}>
                {t('card_bet_short')}
              </Button>
            </Actions>
          </Row>
        ))}
      </Rows>
    </Section>
  );
}
