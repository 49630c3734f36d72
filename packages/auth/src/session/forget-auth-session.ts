import { authActions } from './auth-slice';
import { pendingBinding, pendingPasswordChange, pendingSecondFactor } from './pending';

/**
 * What auth forgets on every sign-out: pending credentials and its own state. A module of its own
 * so the feature object (`onSignOut`) does not bring the sign-in flows and endpoints into the
 * site's first load (ADR 0158).
 */
export function forgetAuthSession(dispatch: (action: unknown) => unknown): void {
  pendingSecondFactor.clear();
  pendingBinding.clear();
  pendingPasswordChange.clear();
  dispatch(authActions.reset());
}
