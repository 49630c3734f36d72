import { Button } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { AGENT_CONTRACTS_NAMESPACE } from '../i18n/agent-contracts-i18n';
import type { ConfirmationBusy, ConfirmationMode } from './use-payment-confirmation';

export interface ConfirmationActionsProps {
  mode: ConfirmationMode;
  busy: ConfirmationBusy;
  onReceived: () => void;
  /** Opens the not-received form. */
  onNotReceived: () => void;
  /** Sends the not-received answer with its proof. */
  onSubmitNotReceived: () => void;
  /** Back from the not-received form to the choice. */
  onBack: () => void;
}

/**
 * The modal's footer: received or not received; on the not-received form, back or report. While
 * an answer is being sent its button shows it is loading and the other is disabled.
 */
export function ConfirmationActions({
  mode,
  busy,
  onReceived,
  onNotReceived,
  onSubmitNotReceived,
  onBack,
}: ConfirmationActionsProps) {
  const { t } = useTranslation(AGENT_CONTRACTS_NAMESPACE);
  return mode === 'notReceived' ? (
    <>
      <Button variant="ghost" disabled={busy !== null} onClick={onBack}>
        {t('confirmation_back')}
      </Button>
      <Button variant="danger" loading={busy === 'notReceived'} onClick={onSubmitNotReceived}>
        {t('confirmation_submit_not_received')}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" disabled={busy !== null} onClick={onNotReceived}>
        {t('confirmation_not_received')}
      </Button>
      <Button loading={busy === 'received'} onClick={onReceived}>
        {t('confirmation_received')}
      </Button>
    </>
  );
}
