import { useSiteSelector } from '@site/api-core';
import { useCallback, useMemo } from 'react';
import { useShellServices } from '../shell/shell-context';
import { customerServiceFor, openCustomerService } from './customer-service';

/** The customer-service entries this visitor may use, and a function that opens one (the first by default). */
export function useCustomerService() {
  const entries = useSiteSelector((s) => s.site.customerService);
  const clubLabelId = useSiteSelector((s) => s.site.memberInfo?.clubLabel?.labelId);
  const { notices } = useShellServices();
  const available = useMemo(() => customerServiceFor(entries, clubLabelId), [entries, clubLabelId]);
  const open = useCallback(
    (index = 0) => {
      void openCustomerService(available[index]).then((opened) => {
        if (!opened) notices.emit({ type: 'message', messageKey: 'popup_blocked' });
      });
    },
    [available, notices],
  );
  return { entries: available, open };
}
