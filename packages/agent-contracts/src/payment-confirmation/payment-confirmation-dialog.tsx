import { useMoneyFormat } from '@site/api-core';
import type { DialogProps } from '@site/feature-api';
import { vars } from '@site/theme';
import { Button, Dialog, EmptyState, Loader } from '@site/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useAgentConfirmPaymentMutation,
  useAgentPaymentConfirmationsQuery,
} from '../agent-contracts-api';
import { AGENT_CONTRACT_LIMITS } from '../constants';
import { AGENT_CONTRACTS_NAMESPACE } from '../i18n/agent-contracts-i18n';
import {
  proofProblem,
  receivedAnswer,
  type ConfirmationItem,
  type ProofProblem,
} from '../rules/confirmation-rules';
import { formatAmount } from '../rules/format-rules';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space.md};
  margin: 0 0 ${vars.space.md};
  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  dd {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }
`;

const Meta = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space.sm};
  margin: 0 0 ${vars.space.md};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const Badge = styled.span`
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.info};
  color: ${vars.color.onInfo};
`;

const Hint = styled.p`
  margin: 0 0 ${vars.space.md};
  font-size: ${vars.font.sizeSm};
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  label {
    font-size: ${vars.font.sizeSm};
    font-weight: ${vars.font.weightMedium};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.sizeSm};
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space.xl};
`;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The payment confirmation modal (content-and-play.md section 4): one item at a time with its
 * amount and remaining amount. Received sends Y (A for an auto-confirmed item); not received needs
 * one proof image and sends N. A confirmed item leaves the list, the next shows after 0.5 s, and
 * the modal closes when the list is empty.
 */
export interface PaymentConfirmationParams {
  /** Start on the not-received form (stories; a deep link). */
  mode?: 'choose' | 'notReceived';
}

export function PaymentConfirmationDialog({
  params,
  onClose,
}: DialogProps<PaymentConfirmationParams | undefined>) {
  const { t } = useTranslation(AGENT_CONTRACTS_NAMESPACE);
  const money = useMoneyFormat().options;
  const query = useAgentPaymentConfirmationsQuery();
  const [confirm] = useAgentConfirmPaymentMutation();
  const [waiting, setWaiting] = useState(false);
  const [mode, setMode] = useState<'choose' | 'notReceived'>(params?.mode ?? 'choose');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ProofProblem | null>(null);
  const [busy, setBusy] = useState<'received' | 'notReceived' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputId = useId();
  const errorId = useId();
  const items = query.data ?? [];
  const item: ConfirmationItem | undefined = items[0];

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (query.isSuccess && items.length === 0 && !waiting) onClose();
  }, [query.isSuccess, items.length, waiting, onClose]);

  const settle = (remaining: number) => {
    setMode('choose');
    setFile(null);
    setProblem(null);
    if (remaining <= 0) {
      onClose();
      return;
    }
    setWaiting(true);
    timer.current = setTimeout(
      () => setWaiting(false),
      AGENT_CONTRACT_LIMITS.nextConfirmationDelayMs,
    );
  };

  const received = async (current: ConfirmationItem) => {
    setBusy('received');
    try {
      await confirm({
        isMoneyReceived: receivedAnswer(current),
        payDetailId: current.payDetailId,
      }).unwrap();
      settle(items.length - 1);
    } catch {
      // The global error policy shows the failure; the item stays.
    } finally {
      setBusy(null);
    }
  };

  const notReceived = async (current: ConfirmationItem) => {
    const found = proofProblem(file);
    setProblem(found);
    if (found || !file) return;
    setBusy('notReceived');
    try {
      const proofOfNotReceive = await readAsDataUrl(file);
      await confirm({
        isMoneyReceived: 'N',
        payDetailId: current.payDetailId,
        proofOfNotReceive,
      }).unwrap();
      settle(items.length - 1);
    } catch {
      // The global error policy shows the failure; the choice and the file stay.
    } finally {
      setBusy(null);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setProblem(chosen ? proofProblem(chosen) : null);
  };

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
      <section aria-label={t('confirmation_position', { index: 1, total: items.length })}>
        <Meta>
          <span>{t('confirmation_position', { index: 1, total: items.length })}</span>
          {item.isAutoConfirmed === 'Y' ? <Badge>{t('confirmation_auto')}</Badge> : null}
        </Meta>
        <Figures>
          <div>
            <dt>{t('confirmation_amount')}</dt>
            <dd data-testid="confirmation-amount">{formatAmount(item.amount, money)}</dd>
          </div>
          <div>
            <dt>{t('confirmation_remaining')}</dt>
            <dd data-testid="confirmation-remaining">
              {formatAmount(item.remainingAmount, money)}
            </dd>
          </div>
        </Figures>
        {mode === 'notReceived' ? (
          <>
            <Hint>{t('confirmation_unreceived_hint')}</Hint>
            <Field>
              <label htmlFor={inputId}>{t('proof_label')}</label>
              <input
                id={inputId}
                type="file"
                accept=".jpg,.jpeg,.png,image/jpeg,image/png"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                onChange={onFile}
              />
              {problem ? (
                <ErrorText id={errorId} role="alert">
                  {t(problem)}
                </ErrorText>
              ) : null}
            </Field>
          </>
        ) : null}
      </section>
    );
    footer =
      mode === 'notReceived' ? (
        <>
          <Button variant="ghost" disabled={busy !== null} onClick={() => setMode('choose')}>
            {t('confirmation_back')}
          </Button>
          <Button
            variant="danger"
            loading={busy === 'notReceived'}
            onClick={() => void notReceived(item)}
          >
            {t('confirmation_submit_not_received')}
          </Button>
        </>
      ) : (
        <>
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => {
              setProblem(null);
              setMode('notReceived');
            }}
          >
            {t('confirmation_not_received')}
          </Button>
          <Button loading={busy === 'received'} onClick={() => void received(item)}>
            {t('confirmation_received')}
          </Button>
        </>
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
