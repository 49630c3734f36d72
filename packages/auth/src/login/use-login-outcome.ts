import { useDialogs } from '@site/feature-api';
import { useNavigate } from 'react-router';
import { AUTH_DIALOGS } from '../constants';
import { landingAfterLogin } from '../rules/navigation-rules';
import type { LoginOutcome } from '../session/auth-flows';

const origin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

export interface LoginOutcomeOptions {
  variant: 'page' | 'modal';
  next?: string | null | undefined;
  onClose?: (() => void) | undefined;
  /** Keeps the refusal's message and renews the captcha (the form's own state). */
  onFailed: (outcome: Extract<LoginOutcome, { kind: 'failed' }>) => void;
  /** A forced password change replaces the form: its message goes. */
  onChangePassword: () => void;
  /** The two-merchant variant: a refusal that asks for a captcha reopens the modal. */
  hideCredentialsOnCaptcha: boolean;
}

/**
 * Where a login attempt leads (section 2), for the password, SMS, free-play and social paths
 * alike: the landing page, the second-factor or account-binding dialog, or the refusal.
 */
export function useLoginOutcome({
  variant,
  next,
  onClose,
  onFailed,
  onChangePassword,
  hideCredentialsOnCaptcha,
}: LoginOutcomeOptions): (outcome: LoginOutcome) => void {
  const navigate = useNavigate();
  const dialogs = useDialogs();

  const land = () => {
    const target = landingAfterLogin(next, origin());
    if (variant === 'modal') {
      onClose?.();
      if (next) void navigate(target);
    } else void navigate(target);
  };

  return (outcome) => {
    switch (outcome.kind) {
      case 'signed-in':
        land();
        return;
      case 'change-password':
        onChangePassword();
        return;
      case 'second-factor':
        // The dialog goes on to the next page; from the login page that is `/` when none is
        // given (section 2), while the modal stays where the visitor is.
        dialogs.open(AUTH_DIALOGS.secondFactor, {
          next: variant === 'page' ? landingAfterLogin(next, origin()) : (next ?? null),
        });
        if (variant === 'modal') onClose?.();
        return;
      case 'bind-customer':
        dialogs.open(AUTH_DIALOGS.bindAccount, { next: next ?? null });
        if (variant === 'modal') onClose?.();
        return;
      case 'failed':
        onFailed(outcome);
        if (outcome.captcha && hideCredentialsOnCaptcha && variant === 'modal') {
          // The two-merchant variant: the modal is reopened with the credentials hidden.
          onClose?.();
          dialogs.open(AUTH_DIALOGS.login, { next: next ?? null });
        }
    }
  };
}
