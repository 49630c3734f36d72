import { defineFeature } from '@site/feature-api';
import { pointsNamespace } from './i18n/points-i18n';
import { pointsApi } from './points-api';

/** The member-centre page id and the entry point of the points mall (account-access.md section 2). */
export const POINT_MALL_PAGE = 'pointMall';

const mallPage = async () => ({ Component: (await import('./mall/points-mall')).PointsMallPage });

/**
 * The points mall for the shell (ADR 0050, ADR 0100): the `/pointMall` entry point for members
 * (visitors are asked to sign in), the reward centre's `pointMall` page in the member centre,
 * gated by PTSYS3, the `points` namespace and the endpoints with their own tags.
 */
export const pointsFeature = defineFeature({
  id: 'points',
  i18n: {
    namespace: pointsNamespace.namespace,
    load: async (language) => pointsNamespace.load(language) as Promise<Record<string, unknown>>,
  },
  routes: [{ path: POINT_MALL_PAGE, access: 'signedIn', lazy: mallPage }],
  memberCentre: [
    {
      id: POINT_MALL_PAGE,
      labelKey: 'title',
      lazy: mallPage,
      visible: (ctx) => ctx.flag('PTSYS3'),
    },
  ],
  endpoints: pointsApi,
  flags: ['PTSYS3', 'PAYMENTPASS3'],
});
