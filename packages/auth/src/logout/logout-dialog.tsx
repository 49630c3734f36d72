import type { DialogProps } from '@site/feature-api';
import { ConfirmDialog } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { useLogout } from './use-logout';

export interface LogoutParams {
  next?: string | null;
}

/** "Log out?": on confirm the server logout, storage cleared, flags reset, then the landing page. */
export function LogoutDialog({ params, onClose }: DialogProps<LogoutParams | undefined>) {
  const { t } = useTranslation(['auth', 'common']);
  const logout = useLogout();
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('auth:logout_title')}
      message={t('common:logout_confirm')}
      confirmLabel={t('common:logout')}
      tone="danger"
      onConfirm={() => logout(params?.next ?? null)}
      width="440px"
    />
  );
}
