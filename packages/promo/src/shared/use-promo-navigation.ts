import { useLink, type ResolvedLink } from '@site/feature-api';
import { guardUrl, useToast } from '@site/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { promoLinks, type PromoLinkName } from '../links';

/** Resolves every link ref of this feature once per render (hooks in a fixed order). */
export function usePromoLinks(): Record<PromoLinkName, ResolvedLink | undefined> {
  return {
    appDownload: useLink(promoLinks.appDownload),
    register: useLink(promoLinks.register),
    deposit: useLink(promoLinks.deposit),
    rewardCenter: useLink(promoLinks.rewardCenter),
    mission: useLink(promoLinks.mission),
    referral: useLink(promoLinks.referral),
    registerCenter: useLink(promoLinks.registerCenter),
    member: useLink(promoLinks.member),
    pointMarket: useLink(promoLinks.pointMarket),
    customerService: useLink(promoLinks.customerService),
    launchGame: useLink(promoLinks.launchGame),
  };
}

/** Opens a server URL through the URL guard: site paths navigate, other origins open a new tab. */
export function useOpenUrl(): (url: string) => boolean {
  const navigate = useNavigate();
  const toast = useToast();
  // Only the warning toast needs the messages: never suspend (the banner section uses this).
  const { t } = useTranslation(PROMO_NAMESPACE, { useSuspense: false });
  return useCallback(
    (url: string) => {
      const safe = guardUrl(url);
      if (!safe) {
        toast.show({ tone: 'warning', message: t('link_unavailable') });
        return false;
      }
      if (safe.startsWith('/')) {
        void navigate(safe);
      } else {
        window.open(safe, '_blank', 'noopener,noreferrer');
      }
      return true;
    },
    [navigate, toast, t],
  );
}
