import { useDialogs } from '@site/feature-api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useComposedSite, useShellServices } from '../shell/shell-context';

/** Whether the merchant asked for the login popup (`shellSet.loginPop` in local storage). */
export function wantsLoginPopup(shellSet: { loginPop?: boolean } | undefined): boolean {
  return shellSet?.loginPop === true;
}

/**
 * Opens sign-in: the login popup when `shellSet.loginPop` is set and a feature contributes the
 * `login` dialog; otherwise the /login route (or the dialog when no feature has the route).
 */
export function useSignIn(): (options?: { next?: string; dialog?: 'login' | 'register' }) => void {
  const site = useComposedSite();
  const { storage } = useShellServices();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return useCallback(
    (options = {}) => {
      const id = options.dialog ?? 'login';
      const hasDialog = site.dialogs.has(id);
      const hasRoute = site.routes.some(({ route }) => route.path === id);
      const popup = wantsLoginPopup(storage.getLocal('shellSet'));
      const params = options.next ? { next: options.next } : undefined;
      if (hasDialog && (popup || !hasRoute)) {
        dialogs.open(id, params);
        return;
      }
      void navigate(options.next ? `/${id}?next=${encodeURIComponent(options.next)}` : `/${id}`);
    },
    [site, storage, dialogs, navigate],
  );
}
