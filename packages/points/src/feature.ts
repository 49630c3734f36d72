import { defineFeature } from '@site/feature-api';
import { pointsNamespace } from './i18n/points-i18n';

/** The member-centre page id and the entry point of the points mall (account-access.md section 2). */
export const POINT_MALL_PAGE = 'pointMall';

const mallPage = async () => ({ Component: (await import('./mall/points-mall')).PointsMallPage });

/**
 * The points mall for the shell (ADR 0050, ADR 0100): the `/pointMall` entry point for members
 * (visitors are asked to sign in), the reward centre's `pointMall` page in the member centre,
 * gated by PTSYS3, and the `points` namespace. The endpoints (with their own tags) are injected
 * when the lazy mall chunk loads, so no points code is in the home page's initial JavaScript
 * (ADR 0100).
 */
export const pointsFeature = defineFeature({
  id: 'points',
  i18n: pointsNamespace,
  routes: [{ path: POINT_MALL_PAGE, access: 'signedIn', lazy: mallPage }],
  memberCentre: [
    {
      id: POINT_MALL_PAGE,
      labelKey: 'title',
      lazy: mallPage,
      visible: (ctx) => ctx.flag('PTSYS3'),
    },
  ],
  flags: ['PTSYS3', 'PAYMENTPASS3'],
});
