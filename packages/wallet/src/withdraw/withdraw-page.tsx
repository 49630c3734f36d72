import { useMoneyFormat } from '@site/api-core';
import { useLink } from '@site/feature-api';
import { Button, EmptyState, Loader, SelectField } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { walletLinks } from '../links';
import { Form, Muted, Page, Row, SectionTitle } from '../shared/parts';
import { PaymentFields, usePaymentForm } from '../shared/payment-fields';
import { useWalletCreateWithdrawMutation, useWalletWithdrawSettingQuery } from '../wallet-api';

/**
 * withdraw: a bound bank card, an amount within the limits and the main wallet's balance, and the
 * payment password; the request is encrypted and carries a request id (ADR 0130).
 */
export function WithdrawPage() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { format } = useMoneyFormat();
  const contact = useLink(walletLinks.customerService);
  const setting = useWalletWithdrawSettingQuery();
  const [withdraw] = useWalletCreateWithdrawMutation();
  const form = usePaymentForm();
  const [cardId, setCardId] = useState<number | null>(null);
  if (setting.isLoading) return <Loader />;
  const data = setting.data;
  const cards = data?.cards ?? [];
  const card = cards.find((entry) => entry.cardId === cardId) ?? cards[0];
  const limits = { min: data?.minAmount, max: data?.maxAmount, balance: data?.balance };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!card) return;
    void form.send(limits, (input) => withdraw({ cardId: card.cardId, ...input }).unwrap());
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
        <Form noValidate aria-label={t('page_withdraw')} onSubmit={onSubmit}>
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
              form.edit();
            }}
          >
            {cards.map((entry) => (
              <option key={entry.cardId} value={entry.cardId}>
                {`${entry.bankName} ${entry.cardNo} (${entry.holderName})`}
              </option>
            ))}
          </SelectField>
          <PaymentFields
            form={form}
            limits={limits}
            doneKey="withdraw_done"
            submitKey="withdraw_submit"
          />
        </Form>
      )}
    </Page>
  );
}
