import { useSiteStore } from '@site/api-core';
import { AccessGuardProvider, evaluateAccess, type AccessGuard } from '@site/feature-api';
import { useMemo, type ReactNode } from 'react';
import { useShellServices } from '../shell/shell-context';
import { useSignIn, wantsLoginPopup } from './use-sign-in';

/**
 * The shell's access guard: visitors get the sign-in prompt `in_sorry_in` (or the login popup when
 * `shellSet.loginPop` is set), trial accounts (isAgent 4) get `in_need_true_account`.
 */
export function ShellAccessGuard({ children }: { children: ReactNode }) {
  const store = useSiteStore();
  const { notices, storage } = useShellServices();
  const signIn = useSignIn();
  const guard = useMemo<AccessGuard>(() => {
    const check: AccessGuard['check'] = (access) => {
      const { site } = store.getState();
      return evaluateAccess(access, {
        signedIn: site.loggedIn,
        isAgent: site.loggedIn ? site.isAgent : null,
      });
    };
    return {
      check,
      require(access) {
        const denial = check(access);
        if (denial === 'signInRequired') {
          if (wantsLoginPopup(storage.getLocal('shellSet'))) signIn();
          else notices.emit({ type: 'message', messageKey: 'in_sorry_in', action: 'sign-in' });
        } else if (denial === 'realAccountRequired') {
          notices.emit({ type: 'message', messageKey: 'in_need_true_account' });
        }
        return denial === null;
      },
    };
  }, [store, notices, storage, signIn]);
  return <AccessGuardProvider guard={guard}>{children}</AccessGuardProvider>;
}
