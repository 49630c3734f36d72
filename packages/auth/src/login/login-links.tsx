import { useDialogs } from '@site/feature-api';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTH_DIALOGS } from '../constants';
import { LinkButton, LinkRow } from '../shared/form-parts';

export interface LoginLinksProps {
  variant: 'page' | 'modal';
  /** Registration is enabled: the register link shows. */
  showRegister: boolean;
  onClose?: (() => void) | undefined;
}

/**
 * Register and forgot-password under the login form (section 2): the page goes to `/register`,
 * the modal closes and opens the register dialog; forgot-password opens its dialog from both.
 */
export function LoginLinks({ variant, showRegister, onClose }: LoginLinksProps) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const register = () => {
    if (variant === 'page') {
      void navigate('/register');
      return;
    }
    onClose?.();
    dialogs.open(AUTH_DIALOGS.register);
  };
  return (
    <LinkRow>
      {showRegister ? (
        <span>
          {t('auth:no_account')}{' '}
          <LinkButton type="button" onClick={register}>
            {t('auth:register_now')}
          </LinkButton>
        </span>
      ) : null}
      <LinkButton type="button" onClick={() => dialogs.open(AUTH_DIALOGS.forgotPassword)}>
        {t('common:forgot_password')}
      </LinkButton>
    </LinkRow>
  );
}
