import { useFlag } from '@site/theme';
import { usePromoRebateSettingsQuery } from '../promo-api';
import { useViewer } from '../shared/use-viewer';

/** Whether any rebate setting has a value (decides "bonus details"; section 6, `hasRebate`). */
export function hasRebateIn(settings: unknown): boolean {
  return (
    Array.isArray(settings) &&
    settings.some(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        Number((entry as { rebateValue?: unknown }).rebateValue) > 0,
    )
  );
}

/** `hasRebate`, derived from MCSFE_getCustomerRebateSettingByProductType (members with PLYRBT). */
export function useHasRebate(): boolean {
  const { signedIn } = useViewer();
  const enabled = useFlag('PLYRBT');
  const { data } = usePromoRebateSettingsQuery(undefined, { skip: !signedIn || !enabled });
  return hasRebateIn(data);
}
