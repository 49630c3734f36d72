import { useToast } from '@site/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvailablePromotions } from '../available/available-promotions';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { goToTarget, type GoTo, type RedirectSource } from '../rules/redirect-rules';
import { useOpenUrl, usePromoLinks } from './use-promo-navigation';
import { useViewer } from './use-viewer';

/** The go-to target of a promotion for the current viewer. */
export function useGoToTarget(): (source: RedirectSource) => GoTo {
  const viewer = useViewer();
  const { promoEnabled } = useAvailablePromotions();
  return useCallback(
    (source: RedirectSource) =>
      goToTarget(source, {
        signedIn: viewer.signedIn,
        agentMenu: viewer.agentMenu,
        referralEnabled: promoEnabled('REFERRAL'),
      }),
    [viewer.signedIn, viewer.agentMenu, promoEnabled],
  );
}

/**
 * Follows a go-to target: bound links open, URLs go through the URL guard, a linked promotion is
 * handed to `openPromotion`, the friend overview to `openFriendOverview`; an unknown redirect is a
 * warning only (section 8).
 */
export function useFollowGoTo(handlers: {
  openPromotion: (id: number) => void;
  openFriendOverview: () => void;
}): (target: GoTo) => void {
  const links = usePromoLinks();
  const openUrl = useOpenUrl();
  const toast = useToast();
  const { t } = useTranslation(PROMO_NAMESPACE);
  const { openPromotion, openFriendOverview } = handlers;
  return useCallback(
    (target: GoTo) => {
      switch (target.kind) {
        case 'link': {
          const link = links[target.link];
          if (link) link.open();
          else toast.show({ tone: 'warning', message: t('link_unavailable') });
          return;
        }
        case 'url':
          openUrl(target.url);
          return;
        case 'promotion':
          openPromotion(target.id);
          return;
        case 'friendOverview':
          openFriendOverview();
          return;
        case 'unknown':
          // Section 8: an unknown redirect is a warning only; nothing opens.
          console.warn(`[promo] unknown promotion redirect "${target.value}"`);
          return;
        default:
      }
    },
    [links, openUrl, openPromotion, openFriendOverview, toast, t],
  );
}
