import type { RoutePrefetch } from '@site/feature-api';
import { useSiteTheme } from '@site/theme';
import { guardUrl, useToast } from '@site/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ANNOUNCEMENT_TYPES, GROUP_NAMES } from '../constants';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { promoApi, usePromoAnnouncementsQuery, type PromoAnnouncementsArgs } from '../promo-api';
import { bannerAction, bannersOf, type BannerItem } from '../rules/banner-rules';
import { useOpenUrl, usePromoLinks } from '../shared/use-promo-navigation';
import { useViewer } from '../shared/use-viewer';
import { BannerCarousel } from './banner-carousel';

export interface BannerSectionProps {
  groupName?: string;
  arrows?: boolean;
}

/** The announcements call that carries a group's banners (type B; ADR 0091), for a visitor or a member. */
export function bannersRequest(signedIn: boolean, groupName: string): PromoAnnouncementsArgs {
  return {
    member: signedIn,
    types: ANNOUNCEMENT_TYPES.notices,
    groupName,
    execution: 'B',
    platform: 'W',
  };
}

/**
 * The banners of a group, read from the announcements (type B; ADR 0091), with their links. It
 * renders (and asks for the banners) at once: nothing here waits for messages or swiper (ADR 0097).
 */
export function BannerSection({ groupName = GROUP_NAMES.home, arrows = true }: BannerSectionProps) {
  const viewer = useViewer();
  const { assets } = useSiteTheme();
  const { data, isLoading } = usePromoAnnouncementsQuery(
    bannersRequest(viewer.signedIn, groupName),
  );
  const banners = useMemo(() => bannersOf(data, groupName), [data, groupName]);
  const onActivate = useBannerActivation(viewer.username);
  return (
    <BannerCarousel
      loading={isLoading}
      banners={banners}
      groupName={groupName}
      defaultImage={assets.defaultBanner}
      arrows={arrows}
      onActivate={onActivate}
    />
  );
}

/** URL -> the URL (username added to external ones); P -> /promotion#id; G -> the bound game link. */
export function useBannerActivation(username: string | null): (banner: BannerItem) => void {
  const navigate = useNavigate();
  const openUrl = useOpenUrl();
  const links = usePromoLinks();
  const toast = useToast();
  // Only the warning toast needs the messages: the banners must not wait for them.
  const { t } = useTranslation(PROMO_NAMESPACE, { useSuspense: false });
  return useCallback(
    (banner: BannerItem) => {
      const action = bannerAction(banner, username, window.location.origin);
      switch (action.kind) {
        case 'url':
          openUrl(action.url);
          return;
        case 'promotion':
          void navigate(`/promotion#${encodeURIComponent(action.id)}`);
          return;
        case 'game': {
          const link = links.launchGame;
          if (!link?.href) {
            toast.show({ tone: 'warning', message: t('link_unavailable') });
            return;
          }
          const params = new URLSearchParams({ nodeId: action.nodeId });
          if (action.vendor) params.set('vendor', action.vendor);
          if (action.roomId) params.set('roomId', action.roomId);
          void navigate(`${link.href}${link.href.includes('?') ? '&' : '?'}${params.toString()}`);
          return;
        }
        default:
      }
    },
    [username, openUrl, navigate, links.launchGame, toast, t],
  );
}

/** The home section chunk (`banner`). */
export function Component() {
  return <BannerSection />;
}

/**
 * Asks for the first banner's picture (the one the carousel shows first, at high priority) as soon
 * as the banners' answer is here, before the section renders it (ADR 0211): the browser's memory
 * cache then serves the carousel's `<img>`. Through the one URL guard, like the slide's own.
 */
export function preloadFirstBanner(data: unknown, groupName: string, doc: Document = document) {
  const url = guardUrl(bannersOf(data, groupName)[0]?.url);
  if (!url) return;
  const picture = doc.createElement('img');
  picture.fetchPriority = 'high';
  // url-guard: guardUrl above
  picture.src = url;
}

/**
 * When the banners open the home page (ADR 0205), their call leaves as start-up ends, beside the
 * page's render instead of after it, and the first banner's picture as soon as they answer
 * (ADR 0211): it is the page's largest paint.
 */
export const prefetch: RoutePrefetch = ({ dispatch, signedIn }) => {
  const answer = dispatch(
    promoApi.endpoints.promoAnnouncements.initiate(bannersRequest(signedIn, GROUP_NAMES.home), {
      subscribe: false,
    }),
  );
  answer.then(
    ({ data }) => preloadFirstBanner(data, GROUP_NAMES.home),
    () => undefined,
  );
};
