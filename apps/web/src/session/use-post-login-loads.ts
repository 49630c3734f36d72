import {
  createAvailablePromotionsPoller,
  createUnreadRefresher,
  useSiteSelector,
} from '@site/api-core';
import { useEffect, useMemo } from 'react';
import { useShellServices } from '../shell/shell-context';
import { refreshAvailablePromotions, refreshUnread } from './session';

/**
 * The shell's part of the post-login load (account-access.md sections 4 and 6; ADR 0064): as soon
 * as the session says signed in, by any way in and with no reload, the unread count (throttled
 * 500 ms) and the available promotions (polled every 300000 ms, throttled 1 s) load. Member info
 * and the balance are the session module's own.
 */
export function usePostLoginLoads(): void {
  const services = useShellServices();
  const loggedIn = useSiteSelector((s) => s.site.loggedIn);
  const isAgent = useSiteSelector((s) => s.site.isAgent);
  const inbox = useSiteSelector((s) => s.site.whitelabelVal.INBOX3 === true);
  const unread = useMemo(
    () => createUnreadRefresher(() => void refreshUnread(services)),
    [services],
  );
  useEffect(() => {
    if (loggedIn) unread();
  }, [loggedIn, isAgent, inbox, unread]);
  useEffect(() => {
    if (!loggedIn) return undefined;
    const poller = createAvailablePromotionsPoller(() => void refreshAvailablePromotions(services));
    poller.start();
    return () => poller.stop();
  }, [loggedIn, services]);
}
