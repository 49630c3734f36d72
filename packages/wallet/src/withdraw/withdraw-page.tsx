import { useLink } from '@site/feature-api';
import { Button, EmptyState, Loader, PasswordField, SelectField } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountMessage } from '../deposit/deposit-page';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { walletLinks } from '../links';
import { paymentPasswordProblem } from '../rules/form-rules';
import { amountProblem, parseMoney, type AmountProblem } from '../rules/money-rules';
import { MoneyField } from '../shared/money-field';
import { ErrorText, Form, Muted, Page, Row, SectionTitle, SuccessText } from '../shared/parts';
import { useMoney } from '../shared/use-money';
import { useMoneySubmit } from '../shared/use-money-submit';
import { useWalletCreateWithdrawMutation, useWalletWithdrawSettingQuery } from '../wallet-api';

/**
 * withdraw: a bound bank card, an amount within the limits and the main wallet's balance, and the
 * payment password; the request is encrypted and carries a request id (ADR 0130).
 */
export function WithdrawPage() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { currency, format } = useMoney();
  const amountMessage = useAmountMessage();
  const contact = useLink(walletLinks.customerService);
  const setting = useWalletWithdrawSettingQuery();
  const [withdraw] = useWalletCreateWithdrawMutation();
  const { submit, pending, failure, changed } = useMoneySubmit();
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  if (setting.isLoading) return <Loader />;
  const data = setting.data;
  const cards = data?.cards ?? [];
  const card = cards.find((entry) => entry.cardId === cardId) ?? cards[0];
  const limits = { min: data?.minAmount, max: data?.maxAmount, balance: data?.balance };

  const edit = () => {
    setProblem(null);
    setPasswordError(null);
    setDone(null);
    changed();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = amountProblem(amount, limits, currency);
    const passwordFound = paymentPasswordProblem(password);
    setProblem(found);
    setPasswordError(passwordFound);
    if (found || passwordFound || !card) return;
    const value = parseMoney(amount, currency) ?? 0;
    const answer = await submit((requestId) =>
      withdraw({
        cardId: card.cardId,
        amount: value,
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
    <Page aria-labelledby="wallet-withdraw-title" data-testid="wallet-withdraw">
      <SectionTitle id="wallet-withdraw-title">{t('page_withdraw')}</SectionTitle>
      {cards.length === 0 ? (
        <EmptyState
          title={t('withdraw_no_card')}
          action={
            contact ? (
              <Button variant="secondary" onClick={() => contact.open()}>
                {t('withdraw_contact')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Form noValidate aria-label={t('page_withdraw')} onSubmit={(event) => void onSubmit(event)}>
          <Row>
            <Muted data-testid="withdraw-balance">
              {t('available_balance', { amount: format(data?.balance) })}
            </Muted>
            <Muted>{t('withdraw_times_left', { n: data?.remainingTimes ?? 0 })}</Muted>
          </Row>
          <SelectField
            label={t('withdraw_card')}
            value={String(card?.cardId ?? '')}
            onValueChange={(value) => {
              setCardId(Number(value));
              edit();
            }}
          >
            {cards.map((entry) => (
              <option key={entry.cardId} value={entry.cardId}>
                {`${entry.bankName} ${entry.cardNo} (${entry.holderName})`}
              </option>
            ))}
          </SelectField>
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
            <SuccessText role="status">{t('withdraw_done', { amount: format(done) })}</SuccessText>
          ) : null}
          <Button type="submit" variant="primary" loading={pending}>
            {t('withdraw_submit')}
          </Button>
        </Form>
      )}
    </Page>
  );
}
