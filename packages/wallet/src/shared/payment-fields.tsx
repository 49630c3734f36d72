import { useMoneyFormat } from '@site/api-core';
import { Button, PasswordField } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountMessage } from '../deposit/deposit-page';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { paymentPasswordProblem } from '../rules/form-rules';
import {
  amountProblem,
  parseMoney,
  type AmountLimits,
  type AmountProblem,
} from '../rules/money-rules';
import { MoneyField } from './money-field';
import { ErrorText, SuccessText } from './parts';
import { useMoneySubmit } from './use-money-submit';

/** What a money move with the payment password sends (encrypted, with its request id). */
export interface PaymentInput {
  amount: number;
  paymentPassword: string;
  requestId: string;
}

/**
 * The state of a form that moves money with the payment password (withdraw, upline transfer):
 * the amount is checked against the limits and the balance, the password by its rule, and the
 * request goes once with a request id (`useMoneySubmit`). Any edit clears the messages and makes
 * the next submit a new request.
 */
export function usePaymentForm() {
  const { currency } = useMoneyFormat();
  const { submit, pending, failure, changed } = useMoneySubmit();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);

  const edit = () => {
    setProblem(null);
    setPasswordError(null);
    setDone(null);
    changed();
  };

  /** Validates, then sends once; on success shows the moved amount and clears the fields. */
  const send = async (
    limits: AmountLimits,
    request: (input: PaymentInput) => Promise<{ amount: number }>,
  ) => {
    const found = amountProblem(amount, limits, currency);
    const passwordFound = paymentPasswordProblem(password);
    setProblem(found);
    setPasswordError(passwordFound);
    if (found || passwordFound) return;
    const value = parseMoney(amount, currency) ?? 0;
    const answer = await submit((requestId) =>
      request({ amount: value, paymentPassword: password, requestId }),
    );
    if (!answer) return;
    setDone(answer.amount);
    setAmount('');
    setPassword('');
  };

  return {
    amount,
    password,
    problem,
    passwordError,
    done,
    pending,
    failure,
    send,
    setAmount: (value: string) => {
      setAmount(value);
      edit();
    },
    setPassword: (value: string) => {
      setPassword(value);
      edit();
    },
    edit,
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;

/**
 * The amount, the payment password, the outcome and the submit button of a payment form; the
 * page adds what is its own (the card, the upline) above.
 */
export function PaymentFields({
  form,
  limits,
  doneKey,
  submitKey,
}: {
  form: PaymentForm;
  limits: AmountLimits;
  /** i18n key of the success line, with `{{amount}}`. */
  doneKey: string;
  submitKey: string;
}) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { format } = useMoneyFormat();
  const amountMessage = useAmountMessage();
  return (
    <>
      <MoneyField
        value={form.amount}
        onValueChange={form.setAmount}
        error={amountMessage(form.problem)}
        hint={t('limits', { min: format(limits.min), max: format(limits.max) })}
      />
      <PasswordField
        label={t('payment_password')}
        autoComplete="off"
        inputMode="numeric"
        value={form.password}
        onValueChange={form.setPassword}
        error={form.passwordError ? t(form.passwordError) : undefined}
      />
      {form.failure ? <ErrorText role="alert">{form.failure}</ErrorText> : null}
      {form.done !== null ? (
        <SuccessText role="status">{t(doneKey, { amount: format(form.done) })}</SuccessText>
      ) : null}
      <Button type="submit" variant="primary" loading={form.pending}>
        {t(submitKey)}
      </Button>
    </>
  );
}
