import { useSiteDispatch, useSiteSelector } from '@site/api-core';
import type { DialogProps } from '@site/feature-api';
import { Dialog } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AFTER_PASSWORD_CHANGE_PATH } from '../constants';
import { abandonPasswordChange, finishPasswordChange } from '../session/auth-flows';
import { selectPasswordChange } from '../session/auth-slice';
import { ChangePasswordPanel } from './change-password-panel';

/**
 * The change-password dialog: opened by a member, or after the second factor when the password
 * change is forced (then success completes the login and lands on /index).
 */
export function ChangePasswordDialog({ onClose }: DialogProps<unknown>) {
  const { t } = useTranslation('auth');
  const dispatch = useSiteDispatch();
  const navigate = useNavigate();
  const forced = useSiteSelector(selectPasswordChange);
  const close = () => {
    if (forced) void dispatch(abandonPasswordChange());
    onClose();
  };
  const changed = async () => {
    if (!forced) {
      onClose();
      return;
    }
    const done = await dispatch(finishPasswordChange());
    if (!done.ok) return;
    onClose();
    void navigate(AFTER_PASSWORD_CHANGE_PATH);
  };
  return (
    <Dialog open onClose={close} title={t('change_password_title')} width="440px">
      <ChangePasswordPanel reason={forced} onChanged={() => void changed()} />
    </Dialog>
  );
}
