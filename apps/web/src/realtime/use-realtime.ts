import { useSiteSelector } from '@site/api-core';
import type { RealtimeContext } from '@site/feature-api';
import { useDialogs } from '@site/feature-api';
import { useToast } from '@site/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGateContext } from '../access/use-gate-context';
import { useComposedSite, useShellServices } from '../shell/shell-context';
import type { ShellRealtimeActions } from './shell-realtime';

/** The socket client and the event table: loaded once a member is signed in, never for visitors. */
const loadRealtime = () =>
  Promise.all([import('@site/api-core/websocket'), import('./shell-realtime')]);

/**
 * Connects the notification socket while a member is signed in and routes every event through
 * the section 4 table and the features' handlers. `refreshBalance` is the delayed, throttled one.
 * The socket client and the event table are their own chunk (ADR 0157): a visitor never loads them.
 */
export function useRealtimeNotifications(refreshBalance: () => void): void {
  const services = useShellServices();
  const site = useComposedSite();
  const toast = useToast();
  const dialogs = useDialogs();
  const { t } = useTranslation('shell');
  const gate = useGateContext();
  const loggedIn = useSiteSelector((s) => s.site.loggedIn);
  const customerId = useSiteSelector((s) => s.site.memberInfo?.id);
  const latest = useRef({ gate, toast, dialogs, t, refreshBalance });
  latest.current = { gate, toast, dialogs, t, refreshBalance };

  useEffect(() => {
    const token = services.storage.token();
    const merchant = services.client.merchantCode ?? '';
    if (!loggedIn || customerId === undefined || !token) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadRealtime()
      .then(([{ createNotificationClient, notificationSocketUrl }, { dispatchRealtime }]) => {
        if (cancelled) return;
        const client = createNotificationClient({
          url: notificationSocketUrl(location.origin),
          customerId,
          merchant,
          token,
        });
        const unsubscribe = client.onAny((event) => {
          const {
            gate: currentGate,
            toast: toaster,
            t: translate,
            refreshBalance: refresh,
          } = latest.current;
          const actions: ShellRealtimeActions = {
            gate: currentGate,
            refreshBalance: refresh,
            toast: ({ titleKey, body, tone }) => {
              toaster.show({
                title: translate(titleKey),
                message: body ?? translate(`${titleKey}_body`),
                tone,
                persistent: true,
              });
            },
          };
          const context: RealtimeContext = {
            toast: ({ titleKey, title, body, tone }) =>
              toaster.show({
                title: title ?? (titleKey ? translate(titleKey) : undefined),
                message: body ?? '',
                tone: tone ?? 'info',
                persistent: true,
              }),
            refreshBalance: refresh,
            dispatch: (action) =>
              services.store.dispatch(action as Parameters<typeof services.store.dispatch>[0]),
            gate: currentGate,
          };
          dispatchRealtime(
            { type: event.type, content: event.content },
            actions,
            site.realtime.get(event.type) ?? [],
            context,
          );
        });
        client.connect();
        stop = () => {
          unsubscribe();
          client.close();
        };
      })
      .catch((error: unknown) =>
        console.warn('[site] the notification socket did not load', error),
      );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [loggedIn, customerId, services, site]);
}
