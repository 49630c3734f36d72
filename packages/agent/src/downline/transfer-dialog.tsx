import { useMoneyFormat } from '@site/api-core';
import { vars } from '@site/theme';
import { Button, Dialog, TextField, useToast } from '@site/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAgentTransferSettingQuery, useAgentTransferToDownlineMutation } from '../agent-api';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';
import { checkTransferAmount, normaliseAmountInput, parseAmount } from '../rules/money-rules';
import { ErrorText, Muted } from '../shared/parts';
import { newRequestId } from '../shared/request-id';
import { useErrorText } from '../shared/use-error-text';

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

/**
 * Transfer to a downline (ADR 0143): the amount typed in the money format (2 decimals), checked
 * against the limits and the balance with translated messages, sent encrypted with one request id
 * per attempt; the button stays busy while the transfer runs, so a double submit sends nothing.
 */
export function TransferDialog({ downline, onClose }: { downline: string; onClose: () => void }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const money = useMoneyFormat().format;
  const toast = useToast();
  const errorText = useErrorText();
  const setting = useAgentTransferSettingQuery();
  const [transfer, { isLoading }] = useAgentTransferToDownlineMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const limits = setting.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !limits) return;
    const amount = parseAmount(text);
    const failure = checkTransferAmount(amount, limits);
    if (failure || amount === null) {
      const params = failure && 'params' in failure ? failure.params : {};
      setError(
        t(failure?.messageKey ?? 'amount_required', {
          ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, money(v)])),
        }),
      );
      return;
    }
    inFlight.current = true;
    setError(null);
    try {
      await transfer({ downline, amount, requestId: newRequestId() }).unwrap();
      toast.show({
        tone: 'success',
        message: t('transfer_done', { amount: money(amount), username: downline }),
      });
      onClose();
    } catch (failed) {
      setError(errorText(failed));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Dialog
      open
      title={t('transfer_title', { username: downline })}
      onClose={onClose}
      closeDisabled={isLoading}
      width="28rem"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form="agent-transfer-form"
            loading={isLoading}
            disabled={isLoading || !limits}
          >
            {t('transfer_submit')}
          </Button>
        </>
      }
    >
      <Body id="agent-transfer-form" noValidate onSubmit={(event) => void submit(event)}>
        {limits ? (
          <Muted data-testid="transfer-limits">
            {t('transfer_limits', {
              min: money(limits.minAmount),
              max: money(limits.maxAmount),
              balance: money(limits.balance),
            })}
          </Muted>
        ) : null}
        <TextField
          name="transferAmount"
          label={t('field_amount')}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onValueChange={(value) => {
            setText(normaliseAmountInput(value));
            setError(null);
          }}
          onBlur={() => {
            const amount = parseAmount(text);
            if (amount !== null) setText(amount.toFixed(2));
          }}
        />
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      </Body>
    </Dialog>
  );
}
