import { selectResources, useSiteSelector } from '@site/api-core';
import { LOTTERY_RESOURCE_TYPES } from '../constants';
import { resourceUrl } from '../rules/launch-rules';

/** The lottery host and the Thai frame host from the merchant's resources (ADR 0083). */
export function useLotteryHosts(): { lotteryHost: string | null; thaiHost: string | null } {
  const resources = useSiteSelector(selectResources);
  return {
    lotteryHost: resourceUrl(resources, LOTTERY_RESOURCE_TYPES.lotteryHost),
    thaiHost: resourceUrl(resources, LOTTERY_RESOURCE_TYPES.thaiFrameHost),
  };
}
