import { vars } from '@site/theme';
import { Button, Countdown, Dialog, IconButton } from '@site/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAvailablePromotions } from '../available/available-promotions';
import { ANNOUNCEMENT_TYPES, GROUP_NAMES } from '../constants';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import {
  usePromoAnnouncementsQuery,
  usePromoRaffleClaimMutation,
  usePromoRaffleStatusQuery,
} from '../promo-api';
import { availableEntry } from '../rules/available-rules';
import { promoItemsOf } from '../rules/promotion-rules';
import {
  raffleDataOf,
  raffleState,
  type RaffleData,
  type RaffleState,
} from '../rules/raffle-rules';
import { usePromoLinks } from '../shared/use-promo-navigation';
import { useSiteStorage } from '../shared/use-site-storage';
import { useViewer } from '../shared/use-viewer';

const Tip = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  width: 240px;
  padding: ${vars.space.md};
  border-radius: ${vars.radius.lg};
  background: ${vars.gradient.brand};
  color: ${vars.color.onBrand};
  box-shadow: ${vars.shadow.lg};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};

  h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
  }
`;

const Prize = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  text-align: center;
`;

const key = (data: RaffleData) => `${data.promotionId}:${data.raffleScheduleId}`;

export interface RaffleTipViewProps {
  state: RaffleState;
  claiming: boolean;
  onClaim: () => void;
  onClose: () => void;
  onZero?: () => void;
}

/** What the tip shows in each state: a countdown to the start, or to the due time with the claim button. */
export function RaffleTipView({ state, claiming, onClaim, onClose, onZero }: RaffleTipViewProps) {
  const { t } = useTranslation(PROMO_NAMESPACE);
  if (state.kind === 'hidden') return null;
  const running = state.kind === 'running';
  return (
    <Tip aria-labelledby="promo-raffle-title" data-testid="raffle-tip" data-state={state.kind}>
      <Header>
        <h2 id="promo-raffle-title">{t('raffle_title')}</h2>
        <IconButton
          label={t('close')}
          size="sm"
          variant="ghost"
          icon={<span aria-hidden="true">×</span>}
          onClick={onClose}
        />
      </Header>
      <p>{running ? t('raffle_due_in') : t('raffle_starts_in')}</p>
      <Countdown
        target={state.until}
        label={running ? t('raffle_due_in') : t('raffle_starts_in')}
        {...(onZero ? { onZero } : {})}
      />
      {running ? (
        <Button variant="secondary" loading={claiming} onClick={onClaim}>
          {t('raffle_claim')}
        </Button>
      ) : null}
    </Tip>
  );
}

export interface RafflePrizeProps {
  prize: { ticket?: string | undefined; value?: number | undefined };
  onClose: () => void;
}

/** The prize modal after a claim; it leads to the reward centre. */
export function RafflePrizeDialog({ prize, onClose }: RafflePrizeProps) {
  const { t } = useTranslation(PROMO_NAMESPACE);
  return (
    <Dialog
      open
      title={t('raffle_prize_title')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('raffle_to_rewards')}</Button>}
    >
      <Prize>{t('raffle_prize_value', { value: prize.value ?? 0 })}</Prize>
      {prize.ticket ? <p>{t('raffle_prize_ticket', { ticket: prize.ticket })}</p> : null}
    </Dialog>
  );
}

/** Finds a raffle among the available promotions (a promotion with a raffle schedule whose type is available). */
function useRaffleCandidate(signedIn: boolean): RaffleData | null {
  const { data: available } = useAvailablePromotions();
  const { data } = usePromoAnnouncementsQuery(
    {
      member: true,
      types: ANNOUNCEMENT_TYPES.promotions,
      groupName: GROUP_NAMES.promotion,
      execution: 'B',
      platform: 'W',
    },
    { skip: !signedIn },
  );
  return useMemo(() => {
    const raffle = promoItemsOf(data).find(
      (item) =>
        item.raffleScheduleId !== null &&
        item.status === null &&
        availableEntry(available, item.promotionType ?? '').count > 0,
    );
    return raffle?.raffleScheduleId
      ? { promotionId: raffle.id, raffleScheduleId: raffle.raffleScheduleId }
      : null;
  }, [data, available]);
}

/**
 * The raffle tip (content-and-play.md section 4): started by a raffle among the available
 * promotions, kept as `raffleData` in local storage. Claimed or ended clears it; not started
 * counts down to the start, then to the due time. A claim opens the prize modal, then the reward
 * centre; a failed claim closes the tip.
 */
export function RaffleTip() {
  const viewer = useViewer();
  const storage = useSiteStorage();
  const links = usePromoLinks();
  const candidate = useRaffleCandidate(viewer.signedIn);
  const [stored, setStored] = useState<RaffleData | null>(() =>
    raffleDataOf(storage.getLocal('raffleData')),
  );
  const [done, setDone] = useState<readonly string[]>([]);
  const [prize, setPrize] = useState<RafflePrizeProps['prize'] | null>(null);
  const [claim, { isLoading: claiming }] = usePromoRaffleClaimMutation();

  // A raffle among the available promotions starts the tip.
  useEffect(() => {
    if (!viewer.signedIn || stored || !candidate || done.includes(key(candidate))) return;
    storage.setLocal('raffleData', { ...candidate });
    setStored(candidate);
  }, [viewer.signedIn, stored, candidate, done, storage]);

  const status = usePromoRaffleStatusQuery(
    stored
      ? { rafflePromotionId: stored.promotionId, raffleScheduleId: stored.raffleScheduleId }
      : { rafflePromotionId: 0, raffleScheduleId: 0 },
    { skip: !viewer.signedIn || !stored },
  );
  const state = raffleState(status.isError ? null : status.data);

  const stop = () => {
    storage.removeLocal('raffleData');
    if (stored) setDone((current) => [...current, key(stored)]);
    setStored(null);
  };

  // Claimed or ended: the stored data is cleared.
  useEffect(() => {
    if (state.kind === 'hidden' && state.clear && stored) stop();
  });

  const onClaim = async () => {
    if (!stored) return;
    const result = await claim({
      promotionId: stored.promotionId,
      raffleScheduleId: stored.raffleScheduleId,
    });
    stop();
    if ('data' in result && result.data)
      setPrize({ ticket: result.data.ticket, value: result.data.value });
  };

  if (!viewer.signedIn) return null;
  return (
    <>
      {stored && !prize ? (
        <RaffleTipView
          state={state}
          claiming={claiming}
          onClaim={() => void onClaim()}
          onClose={stop}
          onZero={() => void status.refetch()}
        />
      ) : null}
      {prize ? (
        <RafflePrizeDialog
          prize={prize}
          onClose={() => {
            setPrize(null);
            links.rewardCenter?.open();
          }}
        />
      ) : null}
    </>
  );
}

export { RaffleTip as Component };
