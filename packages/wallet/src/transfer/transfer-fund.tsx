import { useMoneyFormat, useWalletBalanceQuery } from '@site/api-core';
import { Button, SelectField, useToast } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountMessage } from '../deposit/deposit-page';
import { MAIN_WALLET_ID } from '../constants';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { amountProblem, parseMoney, type AmountProblem } from '../rules/money-rules';
import { MoneyField } from '../shared/money-field';
import { Card, ErrorText, Form, Muted, Page, Row, SectionTitle } from '../shared/parts';
import { useMoneySubmit } from '../shared/use-money-submit';
import { useWalletTransferFundMutation } from '../wallet-api';

interface WalletEntry {
  id: number;
  name: string;
  balance: number;
}

/** The wallets of the balance answer, each with its id (the position when the answer has none). */
export function walletEntries(wallets: readonly unknown[]): WalletEntry[] {
  return wallets.map((wallet, index) => {
    const record = (wallet ?? {}) as Record<string, unknown>;
    const id = Number.isInteger(record.walletId) ? Number(record.walletId) : index;
    return {
      id,
      name: String(record.displayName ?? record.accountName ?? id),
      balance: Number(record.availBalance) || 0,
    };
  });
}

/**
 * transferFund: moves money between the main wallet and a vendor wallet (one side is always the
 * main wallet), within the source wallet's balance; encrypted with a request id (ADR 0130).
 */
export function TransferFund() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const toast = useToast();
  const { currency, format } = useMoneyFormat();
  const wallets = useWalletBalanceQuery().data?.wallets ?? [];
  const amountMessage = useAmountMessage();
  const [transfer] = useWalletTransferFundMutation();
  const { submit, pending, failure, changed } = useMoneySubmit();
  const entries = walletEntries(wallets);
  const vendors = entries.filter((entry) => entry.id !== MAIN_WALLET_ID);
  const [toVendor, setToVendor] = useState(true);
  const [vendorId, setVendorId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const vendor = vendors.find((entry) => entry.id === vendorId) ?? vendors[0];
  const main = entries.find((entry) => entry.id === MAIN_WALLET_ID);
  const from = toVendor ? main : vendor;
  const to = toVendor ? vendor : main;
  const label = (entry: WalletEntry | undefined) =>
    entry?.id === MAIN_WALLET_ID ? t('main_wallet') : (entry?.name ?? '-');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = amountProblem(amount, { balance: from?.balance ?? 0 }, currency);
    setProblem(found);
    if (found || !from || !to) return;
    const answer = await submit((requestId) =>
      transfer({
        fromWalletId: from.id,
        toWalletId: to.id,
        amount: parseMoney(amount, currency) ?? 0,
        requestId,
      }).unwrap(),
    );
    if (!answer) return;
    toast.show({ tone: 'success', message: t('transfer_done') });
    setAmount('');
  };
  const edit = () => {
    setProblem(null);
    changed();
  };

  return (
    <Page aria-labelledby="wallet-transfer-title" data-testid="wallet-transfer">
      <SectionTitle id="wallet-transfer-title">{t('page_transferFund')}</SectionTitle>
      <Card role="group" aria-label={t('wallet_balances')}>
        {entries.map((entry) => (
          <Row key={entry.id}>
            <span>{label(entry)}</span>
            <Muted>{format(entry.balance)}</Muted>
          </Row>
        ))}
      </Card>
      <Form
        noValidate
        aria-label={t('page_transferFund')}
        onSubmit={(event) => void onSubmit(event)}
      >
        <SelectField
          label={t('transfer_from')}
          value={String(from?.id ?? '')}
          onValueChange={(value) => {
            const id = Number(value);
            setToVendor(id === MAIN_WALLET_ID);
            if (id !== MAIN_WALLET_ID) setVendorId(id);
            edit();
          }}
        >
          {entries.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {label(entry)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('transfer_to')}
          value={String(to?.id ?? '')}
          onValueChange={(value) => {
            const id = Number(value);
            setToVendor(id !== MAIN_WALLET_ID);
            if (id !== MAIN_WALLET_ID) setVendorId(id);
            edit();
          }}
        >
          {entries
            .filter((entry) => entry.id !== from?.id)
            .map((entry) => (
              <option key={entry.id} value={entry.id}>
                {label(entry)}
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
          hint={t('available_balance', { amount: format(from?.balance) })}
        />
        {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
        <Button type="submit" variant="primary" loading={pending} disabled={vendors.length === 0}>
          {t('transfer_submit')}
        </Button>
      </Form>
    </Page>
  );
}
