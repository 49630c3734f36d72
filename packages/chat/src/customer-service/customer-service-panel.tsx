import {
  contactResources,
  customerServiceFor,
  customerServiceLink,
  needsCustomerServiceScript,
  selectCustomerServiceEntries,
  selectResources,
  useSiteSelector,
} from '@site/api-core';
import { CustomerServiceList, guardUrl, openCustomerServicePopup, useToast } from '@site/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyChatCustomerServiceScriptQuery } from '../chat-api';

const loadedScripts = new Set<string>();

/** Adds a provider script once (a URL from the platform; inline code is never run, ADR 0126). */
function addScriptOnce(script: string | null | undefined): void {
  const src = guardUrl(script);
  if (!src || !/^https:|^\//.test(src) || loadedScripts.has(src) || typeof document === 'undefined')
    return;
  loadedScripts.add(src);
  const element = document.createElement('script');
  element.src = src;
  element.async = true;
  document.head.append(element);
}

/**
 * The customer-service list as the chat feature shows it: the entries this member may use (VIP
 * label rule), contact icons from resources, each link in the 440 x 750 popup; providers that need
 * it get `WPSCORE_getCustomerServiceScript`, fetched once on demand.
 */
export function CustomerServicePanel() {
  const { t } = useTranslation('chat');
  const toast = useToast();
  const all = useSiteSelector(selectCustomerServiceEntries);
  const resources = useSiteSelector(selectResources);
  const clubLabelId = useSiteSelector((state) => state.site.memberInfo?.clubLabel?.labelId);
  const entries = useMemo(() => customerServiceFor(all, clubLabelId), [all, clubLabelId]);
  const contacts = useMemo(() => contactResources(resources), [resources]);
  const [loadScript] = useLazyChatCustomerServiceScriptQuery();

  const open = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    if (needsCustomerServiceScript(entry)) {
      void loadScript(undefined, true).then((result) => addScriptOnce(result.data));
    }
    void openCustomerServicePopup(customerServiceLink(entry)).then((opened) => {
      if (!opened) toast.show({ message: t('cs_unavailable'), tone: 'warning' });
    });
  };

  return (
    <CustomerServiceList
      entries={entries}
      contacts={contacts}
      onOpen={open}
      labels={{
        heading: t('cs_title'),
        onlineChat: t('cs_online_chat'),
        contacts: t('cs_contacts'),
      }}
    />
  );
}
