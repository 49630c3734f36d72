import { useSiteDispatch, useSiteSelector } from '@site/api-core';
import type { DialogProps } from '@site/feature-api';
import { Dialog } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { abandonPasswordChange } from '../session/auth-flows';
import { selectPasswordChange } from '../session/auth-slice';
import { LoginForm } from './login-form';

export interface LoginDialogParams {
  next?: string | null;
}

/** The site-wide login modal (`useDialogs().open('login', { next })`). */
export function LoginDialog({ params, onClose }: DialogProps<LoginDialogParams | undefined>) {
  const { t } = useTranslation('auth');
  const dispatch = useSiteDispatch();
  const passwordChange = useSiteSelector(selectPasswordChange);
  const close = () => {
    // Closing during a forced change leaves the user signed out (the change did not happen).
    if (passwordChange) void dispatch(abandonPasswordChange());
    onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={passwordChange ? t('change_password_title') : t('login_title')}
      width="440px"
    >
      <LoginForm variant="modal" next={params?.next ?? null} onClose={onClose} />
    </Dialog>
  );
}
