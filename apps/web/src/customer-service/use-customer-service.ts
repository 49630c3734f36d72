import {
  customerServiceFor,
  customerServiceLink,
  selectCustomerServiceEntries,
  useSiteSelector,
} from '@site/api-core';
import { openCustomerServicePopup } from '@site/ui';
import { useCallback, useMemo } from 'react';
import { useShellServices } from '../shell/shell-context';

/**
 * The customer-service entries this visitor may use, and a function that opens one (the first by
 * default). The rules are api-core's (`customerServiceFor`, `customerServiceLink`) and the popup is
 * ui's (`openCustomerServicePopup`, through the one URL guard), shared with @site/chat.
 */
export function useCustomerService() {
  const entries = useSiteSelector(selectCustomerServiceEntries);
  const clubLabelId = useSiteSelector((s) => s.site.memberInfo?.clubLabel?.labelId);
  const { notices } = useShellServices();
  const available = useMemo(() => customerServiceFor(entries, clubLabelId), [entries, clubLabelId]);
  const open = useCallback(
    (index = 0) => {
      const entry = available[index];
      if (!entry) {
        notices.emit({ type: 'message', messageKey: 'popup_blocked' });
        return;
      }
      void openCustomerServicePopup(customerServiceLink(entry)).then((opened) => {
        if (!opened) notices.emit({ type: 'message', messageKey: 'popup_blocked' });
      });
    },
    [available, notices],
  );
  return { entries: available, open };
}
