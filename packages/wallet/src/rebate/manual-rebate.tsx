import { useMoneyFormat } from '@site/api-core';
import { Button, EmptyState, Loader } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { Card, ErrorText, Page, Row, SectionTitle, SuccessText, Table } from '../shared/parts';
import { useMoneySubmit } from '../shared/use-money-submit';
import { useWalletClaimRebateMutation, useWalletManualRebateQuery } from '../wallet-api';

/** manualRebate: the rebate available now, its details per product, and a one-click claim. */
export function ManualRebate() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { format } = useMoneyFormat();
  const rebate = useWalletManualRebateQuery();
  const [claim] = useWalletClaimRebateMutation();
  const { submit, pending, failure } = useMoneySubmit();
  const [claimed, setClaimed] = useState<number | null>(null);
  if (rebate.isLoading) return <Loader />;
  const data = rebate.data;
  const available = data?.available ?? 0;
  const canClaim = available >= (data?.minClaim ?? 1);
  const onClaim = async () => {
    const answer = await submit((requestId) => claim({ requestId }).unwrap());
    if (answer) setClaimed(answer.amount);
  };
  return (
    <Page aria-labelledby="wallet-rebate-title" data-testid="wallet-rebate">
      <SectionTitle id="wallet-rebate-title">{t('page_manualRebate')}</SectionTitle>
      <Card>
        <Row>
          <span>{t('rebate_available')}</span>
          <strong data-testid="rebate-available">{format(available)}</strong>
        </Row>
        {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
        {claimed !== null ? (
          <SuccessText role="status">{t('rebate_done', { amount: format(claimed) })}</SuccessText>
        ) : null}
        <Button
          variant="primary"
          loading={pending}
          disabled={!canClaim}
          onClick={() => void onClaim()}
        >
          {t('rebate_claim')}
        </Button>
      </Card>
      {(data?.details ?? []).length === 0 ? (
        <EmptyState title={t('rebate_none')} />
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('col_product')}</th>
              <th scope="col" data-align="end">
                {t('col_valid_bet')}
              </th>
              <th scope="col" data-align="end">
                {t('col_rate')}
              </th>
              <th scope="col" data-align="end">
                {t('col_amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(data?.details ?? []).map((detail) => (
              <tr key={detail.productType}>
                <td>{detail.productType}</td>
                <td data-align="end">{format(detail.validBet)}</td>
                <td data-align="end">{`${(detail.rate * 100).toFixed(2)}%`}</td>
                <td data-align="end">{format(detail.amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Page>
  );
}
