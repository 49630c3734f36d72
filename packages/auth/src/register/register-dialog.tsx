import type { DialogProps } from '@site/feature-api';
import { Dialog } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from './register-form';

export interface RegisterDialogParams {
  next?: string | null;
}

/** The register modal (`useDialogs().open('register')`). */
export function RegisterDialog({ params, onClose }: DialogProps<RegisterDialogParams | undefined>) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open onClose={onClose} title={t('register_title')} width="480px">
      <RegisterForm variant="modal" next={params?.next ?? null} onClose={onClose} />
    </Dialog>
  );
}
