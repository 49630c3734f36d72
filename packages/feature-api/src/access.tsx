import { createContext, useContext, type ReactNode } from 'react';
import type { Access } from './feature';

/** Why an action or page was refused (account-access.md sections 4 and 6). */
export type AccessDenial = 'signInRequired' | 'realAccountRequired';

export interface AccessSubject {
  signedIn: boolean;
  /** `isAgent` of the member; null for visitors. */
  isAgent: number | null;
}

/** isAgent 4 is the trial or non-real account. */
export const TRIAL_ACCOUNT = 4;

/** Pure access rule shared by route guards and in-page actions. */
export function evaluateAccess(access: Access, subject: AccessSubject): AccessDenial | null {
  if (access === 'public') return null;
  if (!subject.signedIn) return 'signInRequired';
  if (access === 'realAccount' && subject.isAgent === TRIAL_ACCOUNT) return 'realAccountRequired';
  return null;
}

export interface AccessGuard {
  /** The denial for an access level, without side effects. */
  check: (access: Access) => AccessDenial | null;
  /**
   * Checks an access level and, when refused, tells the user: the sign-in prompt `in_sorry_in`
   * (or the login popup when `shellSet.loginPop` is set) or `in_need_true_account`.
   * Returns whether the action may go on.
   */
  require: (access: Access) => boolean;
}

const AccessGuardContext = createContext<AccessGuard | null>(null);

export function AccessGuardProvider({
  guard,
  children,
}: {
  guard: AccessGuard;
  children: ReactNode;
}) {
  return <AccessGuardContext.Provider value={guard}>{children}</AccessGuardContext.Provider>;
}

/** The shell's access guard. Features call `require('signedIn')` before a protected action. */
export function useAccessGuard(): AccessGuard {
  const guard = useContext(AccessGuardContext);
  if (!guard) throw new Error('useAccessGuard needs the shell (AccessGuardProvider) above it.');
  return guard;
}
