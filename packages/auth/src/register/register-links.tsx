import { useDialogs } from '@site/feature-api';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTH_DIALOGS } from '../constants';
import { LinkButton, LinkRow } from '../shared/form-parts';

export interface RegisterLinksProps {
  variant: 'page' | 'modal';
  /** The page to go to after login, passed on to the login dialog. */
  next?: string | null | undefined;
  onClose?: (() => void) | undefined;
}

/**
 * "Have an account? Log in now" under the registration form (section 5): the page goes to
 * `/login`, the modal closes and opens the login dialog with `next`.
 */
export function RegisterLinks({ variant, next, onClose }: RegisterLinksProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const toLogin = () => {
    if (variant === 'page') {
      void navigate('/login');
      return;
    }
    onClose?.();
    dialogs.open(AUTH_DIALOGS.login, { next: next ?? null });
  };
  return (
    <LinkRow>
      <span>
        {t('auth:have_account')}{' '}
        <LinkButton type="button" onClick={toLogin}>
          {t('auth:login_now')}
        </LinkButton>
      </span>
    </LinkRow>
  );
}
