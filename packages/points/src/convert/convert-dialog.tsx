import type { ApiError } from '@site/api-core';
import { useFlag, vars } from '@site/theme';
import { Button, Dialog, PasswordField, TextField, useToast } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { POINTS_NAMESPACE } from '../i18n/points-i18n';
import { usePointsConfigQuery, usePointsConvertMutation } from '../points-api';
import { amountOnBlur, validateConvert } from '../rules/points-rules';
import { ErrorText, formatCash } from '../shared/parts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export interface ConvertDialogProps {
  onClose: () => void;
  /** Called after a successful conversion (the mall then refreshes the balance). */
  onConverted: () => void;
}

/**
 * Convert points (section 5): an amount of at least 1 (reset to 1 on blur) and the password,
 * else br_sqmypaur_twtjtu; the rate from getPointConfig; sent encrypted through passwordCheck.
 */
export function ConvertDialog({ onClose, onConverted }: ConvertDialogProps) {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const { t: te } = useTranslation('errors');
  const toast = useToast();
  const paymentPassword = useFlag('PAYMENTPASS3');
  const config = usePointsConfigQuery();
  const [convert, converting] = usePointsConvertMutation();
  const [amount, setAmount] = useState('1');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rate =
    typeof config.data?.pointExchangeRate === 'number' ? config.data.pointExchangeRate : null;
  const value = Number(amount);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateConvert(amount, password);
    if (problem) {
      setError(te(problem));
      return;
    }
    setError(null);
    try {
      await convert({ amount: Math.floor(value), password }).unwrap();
      toast.show({ tone: 'success', message: te('br_vwxdjflb_sfyljuh') });
      onConverted();
    } catch (failure) {
      const message = (failure as Partial<ApiError> | undefined)?.message;
      setError(t('convert_failed', { message: message || t('request_failed') }));
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('convert_title')} width={vars.size.dialog}>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('convert_title')}>
        {rate !== null ? <Note>{t('convert_rate', { rate })}</Note> : null}
        <TextField
          label={t('convert_amount')}
          inputMode="numeric"
          value={amount}
          onValueChange={(next) => setAmount(next.replace(/[^\d]/g, ''))}
          onBlur={() => setAmount(amountOnBlur(amount))}
        />
        {rate !== null && Number.isFinite(value) ? (
          <Note>{t('convert_value', { value: formatCash(value * rate) })}</Note>
        ) : null}
        <PasswordField
          label={paymentPassword ? t('payment_password') : t('password')}
          autoComplete="off"
          value={password}
          onValueChange={setPassword}
        />
        {error ? <ErrorText role="alert">{error}</ErrorText> : null}
        <Button type="submit" variant="primary" fullWidth loading={converting.isLoading}>
          {t('convert_submit')}
        </Button>
      </Form>
    </Dialog>
  );
}
