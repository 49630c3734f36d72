import { useSiteDispatch } from '@site/api-core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { landingAfterLogout } from '../rules/navigation-rules';
import { signOut } from '../session/auth-flows';

/**
 * Logs out and lands on the next page, `/agent` for the agent source, or the site root
 * (section 4). The confirm dialog is `useDialogs().open('logout', { next })`.
 */
export function useLogout(): (next?: string | null) => Promise<void> {
  const dispatch = useSiteDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (next?: string | null) => {
      const { source } = await dispatch(signOut());
      void navigate(
        landingAfterLogout({
          next: next ?? null,
          source: source ?? null,
          origin: window.location.origin,
        }),
        { replace: true },
      );
    },
    [dispatch, navigate],
  );
}
