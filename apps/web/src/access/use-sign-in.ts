import { useDialogs } from '@site/feature-api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useShell } from '../shell/shell-context';

/** Whether the merchant asked for the login popup (`shellSet.loginPop` in local storage). */
export function wantsLoginPopup(shellSet: { loginPop?: boolean } | undefined): boolean {
  return shellSet?.loginPop === true;
}

/**
 * Opens sign-in: the login popup when `shellSet.loginPop` is set and a feature contributes the
 * login dialog (bound in features.ts); otherwise the /login route (or the dialog when no feature
 * has the route). The same for registration.
 */
export function useSignIn(): (options?: { next?: string; dialog?: 'login' | 'register' }) => void {
  const { site, services, dialogRefs } = useShell();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return useCallback(
    (options = {}) => {
      const path = options.dialog ?? 'login';
      const ref = dialogRefs[path];
      const hasDialog = site.dialogs.has(ref);
      const hasRoute = site.routes.some(({ route }) => route.path === path);
      const popup = wantsLoginPopup(services.storage.getLocal('shellSet'));
      if (hasDialog && (popup || !hasRoute)) {
        dialogs.open(ref, options.next ? { next: options.next } : undefined);
        return;
      }
      void navigate(
        options.next ? `/${path}?next=${encodeURIComponent(options.next)}` : `/${path}`,
      );
    },
    [site, services, dialogRefs, dialogs, navigate],
  );
}
