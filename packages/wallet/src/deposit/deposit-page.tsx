import { useMoneyFormat } from '@site/api-core';
import { Button, guardUrl, Loader, openLaunchWindow } from '@site/ui';
import { vars } from '@site/theme';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { amountProblem, parseMoney, type AmountProblem } from '../rules/money-rules';
import { MoneyField } from '../shared/money-field';
import { Card, ErrorText, Form, Muted, Page, SectionTitle, SuccessText } from '../shared/parts';
import { useMoneySubmit } from '../shared/use-money-submit';
import { useWalletCreateDepositMutation, useWalletDepositChannelsQuery } from '../wallet-api';

const Channels = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${vars.space.xs};
    color: ${vars.color.textMuted};
  }

  label {
    display: flex;
    flex-direction: column;
    gap: ${vars.space.xxs};
    padding: ${vars.space.sm} ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${vars.color.brand};
    box-shadow: 0 0 0 1px ${vars.color.brand};
  }

  input {
    position: absolute;
    opacity: 0;
  }
`;

/** Translates an amount problem with its limit formatted in the site's money format. */
export function useAmountMessage() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { format } = useMoneyFormat();
  return (problem: AmountProblem | null) => {
    if (!problem) return undefined;
    if (problem.key === 'amount_below_min') return t(problem.key, { min: format(problem.min) });
    if (problem.key === 'amount_above_max') return t(problem.key, { max: format(problem.max) });
    if (problem.key === 'amount_above_balance')
      return t(problem.key, { balance: format(problem.balance) });
    return t(problem.key);
  };
}

/**
 * depositv2: the channels and their amount limits; the submit opens a window on the click (no
 * popup blocker), creates the order (encrypted, with a request id) and sends the window to the
 * payment page through the URL guard. The DEPOSIT event later refreshes the balance (shell).
 */
export function DepositPage() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { currency, format } = useMoneyFormat();
  const amountMessage = useAmountMessage();
  const channels = useWalletDepositChannelsQuery();
  const [create] = useWalletCreateDepositMutation();
  const { submit, pending, failure, changed } = useMoneySubmit();
  const list = channels.data?.channels ?? [];
  const [channelId, setChannelId] = useState<number | null>(null);
  const channel = list.find((entry) => entry.channelId === channelId) ?? list[0];
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [order, setOrder] = useState<{ orderNo: string; href: string; blocked: boolean } | null>(
    null,
  );
  const limits = channel ? { min: channel.minAmount, max: channel.maxAmount } : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = amountProblem(amount, limits, currency);
    setProblem(found);
    if (found || !channel || pending) return;
    const popup = openLaunchWindow({ loadingText: t('loading') });
    const created = await submit((requestId) =>
      create({
        channelId: channel.channelId,
        amount: parseMoney(amount, currency) ?? 0,
        requestId,
      }).unwrap(),
    );
    const guarded = created ? guardUrl(created.payUrl) : null;
    if (!created || !guarded) {
      popup?.close();
      return;
    }
    const href = new URL(guarded, window.location.href).href;
    const opened = popup?.navigate(href) ?? false;
    setOrder({ orderNo: created.orderNo, href, blocked: !opened });
    setAmount('');
  };

  if (channels.isLoading) return <Loader />;
  return (
    <Page aria-labelledby="wallet-deposit-title" data-testid="wallet-deposit">
      <SectionTitle id="wallet-deposit-title">{t('page_depositv2')}</SectionTitle>
      <Form noValidate aria-label={t('page_depositv2')} onSubmit={(event) => void onSubmit(event)}>
        <Channels>
          <legend>{t('deposit_channel')}</legend>
          {list.map((entry) => (
            <label key={entry.channelId}>
              <input
                type="radio"
                name="deposit-channel"
                checked={channel?.channelId === entry.channelId}
                onChange={() => {
                  setChannelId(entry.channelId);
                  setProblem(null);
                  changed();
                }}
              />
              <strong>{entry.name}</strong>
              <Muted>
                {t('limits', { min: format(entry.minAmount), max: format(entry.maxAmount) })}
              </Muted>
            </label>
          ))}
        </Channels>
        <MoneyField
          value={amount}
          onValueChange={(value) => {
            setAmount(value);
            setProblem(null);
            changed();
          }}
          error={amountMessage(problem)}
          hint={
            channel
              ? t('limits', { min: format(channel.minAmount), max: format(channel.maxAmount) })
              : undefined
          }
        />
        {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
        <Button type="submit" variant="primary" loading={pending} disabled={!channel}>
          {t('deposit_submit')}
        </Button>
      </Form>
      {order ? (
        <Card role="status" data-testid="deposit-order">
          <SuccessText>
            {order.blocked ? t('deposit_popup_blocked') : t('deposit_opened')}
          </SuccessText>
          <Muted>{t('deposit_order', { orderNo: order.orderNo })}</Muted>
          <a href={order.href} target="_blank" rel="noopener noreferrer">
            {t('deposit_open_payment')}
          </a>
        </Card>
      ) : null}
    </Page>
  );
}
