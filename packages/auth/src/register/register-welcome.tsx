import { useDialogs } from '@site/feature-api';
import { ConfirmDialog } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTH_DIALOGS } from '../constants';
import { landingAfterLogin } from '../rules/navigation-rules';

/** The account a registration made and signed in. */
export interface RegisterWelcomeOf {
  /** The new account's name, as the platform answered it. */
  name: string;
  /** A default-password registration must change its password before the session opens. */
  changePassword: boolean;
}

export interface RegisterWelcomeProps extends RegisterWelcomeOf {
  /** The page to go to after registration; honoured only when it stays on this site. */
  next?: string | null | undefined;
  /** The dialog was closed: the form forgets it. */
  onDismiss: () => void;
  /** Closes the modal (variant `modal`). */
  onClose?: (() => void) | undefined;
}

/**
 * The success dialog after a registration (section 5): closing it closes the modal, then opens
 * the forced password change for a default password, or else goes on to the landing page.
 */
export function RegisterWelcome({
  name,
  changePassword,
  next,
  onDismiss,
  onClose,
}: RegisterWelcomeProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const dialogs = useDialogs();
  return (
    <ConfirmDialog
      open
      hideCancel
      title={t('auth:register_success_title')}
      message={t('auth:register_success_message', { name })}
      onClose={() => {
        onDismiss();
        onClose?.();
        if (changePassword) dialogs.open(AUTH_DIALOGS.changePassword);
        else void navigate(landingAfterLogin(next, window.location.origin));
      }}
      onConfirm={() => undefined}
    />
  );
}
