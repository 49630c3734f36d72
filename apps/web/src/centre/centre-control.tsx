import { useSiteStore } from '@site/api-core';
import { useTemplate } from '@site/theme';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSignIn } from '../access/use-sign-in';
import { useShellServices } from '../shell/shell-context';
import { centreRefusal, type CentreKind } from './centre-gating';

export interface OpenCentre {
  kind: CentreKind;
  /** The page asked for (an alias such as signInTask is resolved by the centre). */
  page?: string;
}

export interface CentreControl {
  /** The centre shown as a popup, if any. */
  current: OpenCentre | null;
  /**
   * Opens a centre: visitors go to sign-in (`/login`, or the login popup with `shellSet.loginPop`),
   * trial accounts get `in_please_account`. The member centre is a popup or the `/member`
   * route, per the merchant template; the agent centre is always a popup.
   */
  open: (kind: CentreKind, page?: string) => void;
  close: () => void;
}

const CentreContext = createContext<CentreControl | null>(null);

export function CentreControlProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenCentre | null>(null);
  const store = useSiteStore();
  const { notices } = useShellServices();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const mode = useTemplate('memberCentre');
  const open = useCallback(
    (kind: CentreKind, page?: string) => {
      const { site } = store.getState();
      const refusal = centreRefusal(kind, { signedIn: site.loggedIn, isAgent: site.isAgent });
      if (refusal === 'signInRequired') {
        signIn({ next: kind === 'member' ? '/member' : '/' });
        return;
      }
      if (refusal === 'realAccountRequired') {
        // account-access.md: in_please_account, "a real account is needed for the member centre".
        notices.emit({ type: 'message', messageKey: 'in_please_account' });
        return;
      }
      if (refusal === 'agentMenuRequired') return;
      if (kind === 'member' && mode === 'route') {
        setCurrent(null);
        void navigate(page ? `/member?page=${encodeURIComponent(page)}` : '/member');
        return;
      }
      setCurrent({ kind, ...(page ? { page } : {}) });
    },
    [store, notices, signIn, navigate, mode],
  );
  const value = useMemo<CentreControl>(
    () => ({ current, open, close: () => setCurrent(null) }),
    [current, open],
  );
  return <CentreContext.Provider value={value}>{children}</CentreContext.Provider>;
}

export function useCentreControl(): CentreControl {
  const value = useContext(CentreContext);
  if (!value) throw new Error('useCentreControl needs the CentreControlProvider');
  return value;
}
