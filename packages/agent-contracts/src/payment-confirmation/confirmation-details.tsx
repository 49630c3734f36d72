import { useMoneyFormat } from '@site/api-core';
import { vars } from '@site/theme';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AGENT_CONTRACTS_NAMESPACE } from '../i18n/agent-contracts-i18n';
import type { ConfirmationItem, ProofProblem } from '../rules/confirmation-rules';
import { formatAmount } from '../rules/format-rules';
import type { ConfirmationMode } from './use-payment-confirmation';

// In the order they always had: styled-components numbers its components as they are created,
// so the order keeps their class names as they were.
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

export interface ConfirmationDetailsProps {
  /** The item shown (the first of the list). */
  item: ConfirmationItem;
  /** How many items are left, this one included. */
  total: number;
  mode: ConfirmationMode;
  problem: ProofProblem | null;
  /** The ids of the proof input and of its error (made by the dialog). */
  inputId: string;
  errorId: string;
  onFile: (file: File | null) => void;
}

/**
 * One payment confirmation item: its place in the list, the auto-confirmed badge, its amount and
 * remaining amount in the site money format, and on the not-received form the hint and the proof
 * image input with its problem.
 */
export function ConfirmationDetails({
  item,
  total,
  mode,
  problem,
  inputId,
  errorId,
  onFile,
}: ConfirmationDetailsProps) {
  const { t } = useTranslation(AGENT_CONTRACTS_NAMESPACE);
  const money = useMoneyFormat().options;
  const position = t('confirmation_position', { index: 1, total });
  return (
    <section aria-label={position}>
      <Meta>
        <span>{position}</span>
        {item.isAutoConfirmed === 'Y' ? <Badge>{t('confirmation_auto')}</Badge> : null}
      </Meta>
      <Figures>
        <div>
          <dt>{t('confirmation_amount')}</dt>
          <dd data-testid="confirmation-amount">{formatAmount(item.amount, money)}</dd>
        </div>
        <div>
          <dt>{t('confirmation_remaining')}</dt>
          <dd data-testid="confirmation-remaining">{formatAmount(item.remainingAmount, money)}</dd>
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
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                onFile(event.target.files?.[0] ?? null)
              }
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
}
