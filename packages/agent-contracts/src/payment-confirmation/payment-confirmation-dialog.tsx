import type { DialogProps } from '@site/feature-api';
import { vars } from '@site/theme';
import { Button, Dialog, EmptyState, Loader } from '@site/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AGENT_CONTRACTS_NAMESPACE } from '../i18n/agent-contracts-i18n';
import { ConfirmationActions } from './confirmation-actions';
import { ConfirmationDetails } from './confirmation-details';
import { usePaymentConfirmation } from './use-payment-confirmation';

// Its parts: the list, the answers and the proof in use-payment-confirmation.ts, one item in
// confirmation-details.tsx, the footer's buttons in confirmation-actions.tsx.

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space.xl};
`;

/** How the payment confirmation modal opens. */
export interface PaymentConfirmationParams {
  /** Start on the not-received form (stories; a deep link). */
  mode?: 'choose' | 'notReceived';
}

/**
 * The payment confirmation modal (content-and-play.md section 4): one item at a time with its
 * amount and remaining amount. Received sends Y (A for an auto-confirmed item); not received needs
 * one proof image and sends N. A confirmed item leaves the list, the next shows after 0.5 s, and
 * the modal closes when the list is empty.
 */
export function PaymentConfirmationDialog({
  params,
  onClose,
}: DialogProps<PaymentConfirmationParams | undefined>) {
  const { t } = useTranslation(AGENT_CONTRACTS_NAMESPACE);
  const confirmation = usePaymentConfirmation(params?.mode ?? 'choose', onClose);
  const { query, items, item, waiting, mode, problem, busy } = confirmation;
  const inputId = useId();
  const errorId = useId();

  let body;
  let footer;
  if (query.isLoading || waiting) {
    body = (
      <Centre>
        <Loader label={waiting ? t('confirmation_next') : t('loading')} showLabel={waiting} />
      </Centre>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        title={t('load_failed')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (item) {
    body = (
      <ConfirmationDetails
        item={item}
        total={items.length}
        mode={mode}
        problem={problem}
        inputId={inputId}
        errorId={errorId}
        onFile={confirmation.chooseFile}
      />
    );
    footer = (
      <ConfirmationActions
        mode={mode}
        busy={busy}
        onReceived={() => void confirmation.received(item)}
        onNotReceived={confirmation.showNotReceived}
        onSubmitNotReceived={() => void confirmation.notReceived(item)}
        onBack={confirmation.showChoice}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('confirmation_title')}
      closeOnBackdropClick={false}
      footer={footer}
    >
      {body}
    </Dialog>
  );
}
