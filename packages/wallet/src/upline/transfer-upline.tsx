import { Button, Loader, PasswordField } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountMessage } from '../deposit/deposit-page';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { paymentPasswordProblem } from '../rules/form-rules';
import { amountProblem, parseMoney, type AmountProblem } from '../rules/money-rules';
import { MoneyField } from '../shared/money-field';
import { ErrorText, Form, Muted, Page, Row, SectionTitle, SuccessText } from '../shared/parts';
import { useMoney } from '../shared/use-money';
import { useMoneySubmit } from '../shared/use-money-submit';
import { useWalletTransferToUplineMutation, useWalletUplineInfoQuery } from '../wallet-api';

/** transferUpline: money to the upline within the limits and the balance, payment password encrypted. */
export function TransferUpline() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { currency, format } = useMoney();
  const amountMessage = useAmountMessage();
  const info = useWalletUplineInfoQuery();
  const [transfer] = useWalletTransferToUplineMutation();
  const { submit, pending, failure, changed } = useMoneySubmit();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  if (info.isLoading) return <Loader />;
  const data = info.data;
  const edit = () => {
    setProblem(null);
    setPasswordError(null);
    setDone(null);
    changed();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = amountProblem(
      amount,
      { min: data?.minAmount, max: data?.maxAmount, balance: data?.balance },
      currency,
    );
    const passwordFound = paymentPasswordProblem(password);
    setProblem(found);
    setPasswordError(passwordFound);
    if (found || passwordFound) return;
    const answer = await submit((requestId) =>
      transfer({
        amount: parseMoney(amount, currency) ?? 0,
        paymentPassword: password,
        requestId,
      }).unwrap(),
    );
    if (!answer) return;
    setDone(answer.amount);
    setAmount('');
    setPassword('');
  };
  return (
    <Page aria-labelledby="wallet-upline-title" data-testid="wallet-upline">
      <SectionTitle id="wallet-upline-title">{t('page_transferUpline')}</SectionTitle>
      <Form
        noValidate
        aria-label={t('page_transferUpline')}
        onSubmit={(event) => void onSubmit(event)}
      >
        <Row>
          <strong>{t('upline_name', { name: data?.upline ?? '-' })}</strong>
          <Muted>{t('available_balance', { amount: format(data?.balance) })}</Muted>
        </Row>
        <MoneyField
          value={amount}
          onValueChange={(value) => {
            setAmount(value);
            edit();
          }}
          error={amountMessage(problem)}
          hint={t('limits', { min: format(data?.minAmount), max: format(data?.maxAmount) })}
        />
        <PasswordField
          label={t('payment_password')}
          autoComplete="off"
          inputMode="numeric"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            edit();
          }}
          error={passwordError ? t(passwordError) : undefined}
        />
        {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
        {done !== null ? (
          <SuccessText role="status">{t('upline_done', { amount: format(done) })}</SuccessText>
        ) : null}
        <Button type="submit" variant="primary" loading={pending}>
          {t('upline_submit')}
        </Button>
      </Form>
    </Page>
  );
}
