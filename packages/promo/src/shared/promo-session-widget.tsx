import { AvailablePromotionsPoller } from '../available/available-promotions';
import { PublicityPopups } from '../publicity/publicity-popups';
import { HandBonusDialog } from '../raffle/hand-bonus-dialog';
import { RaffleTip } from '../raffle/raffle-tip';

/**
 * The always-mounted part of this feature for signed-in members: the available-promotions poll,
 * the raffle tip, the publicity pop-ups and the hand-bonus modal.
 */
export function PromoSessionWidget() {
  return (
    <>
      <AvailablePromotionsPoller />
      <RaffleTip />
      <PublicityPopups />
      <HandBonusDialog />
    </>
  );
}

export { PromoSessionWidget as Component };
