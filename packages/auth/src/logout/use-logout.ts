import { useSiteDispatch } from '@site/api-core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { safeNextPath } from '../rules/navigation-rules';
import { signOut } from '../session/auth-flows';

/**
 * Logs out through the one session module and lands on the next page (only on this site),
 * `/agent` for the agent source, or the site root (section 4). The confirm dialog is
 * `useDialogs().open('logout', { next })`.
 */
export function useLogout(): (next?: string | null) => Promise<void> {
  const dispatch = useSiteDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (next?: string | null) => {
      const safe = safeNextPath(next ?? null, window.location.origin);
      const landing = await dispatch(signOut(safe ? { next: safe } : {}));
      void navigate(landing, { replace: true });
    },
    [dispatch, navigate],
  );
}
