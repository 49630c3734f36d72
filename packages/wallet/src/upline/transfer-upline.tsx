import { useMoneyFormat } from '@site/api-core';
import { Loader } from '@site/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { Form, Muted, Page, Row, SectionTitle } from '../shared/parts';
import { PaymentFields, usePaymentForm } from '../shared/payment-fields';
import { useWalletTransferToUplineMutation, useWalletUplineInfoQuery } from '../wallet-api';

/** transferUpline: money to the upline within the limits and the balance, payment password encrypted. */
export function TransferUpline() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { format } = useMoneyFormat();
  const info = useWalletUplineInfoQuery();
  const [transfer] = useWalletTransferToUplineMutation();
  const form = usePaymentForm();
  if (info.isLoading) return <Loader />;
  const data = info.data;
  const limits = { min: data?.minAmount, max: data?.maxAmount, balance: data?.balance };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.send(limits, (input) => transfer(input).unwrap());
  };
  return (
    <Page aria-labelledby="wallet-upline-title" data-testid="wallet-upline">
      <SectionTitle id="wallet-upline-title">{t('page_transferUpline')}</SectionTitle>
      <Form noValidate aria-label={t('page_transferUpline')} onSubmit={onSubmit}>
        <Row>
          <strong>{t('upline_name', { name: data?.upline ?? '-' })}</strong>
          <Muted>{t('available_balance', { amount: format(data?.balance) })}</Muted>
        </Row>
        <PaymentFields
          form={form}
          limits={limits}
          doneKey="upline_done"
          submitKey="upline_submit"
        />
      </Form>
    </Page>
  );
}
