import type { MoneyFormat } from '@site/api-core';
import { vars } from '@site/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AGENT_CONTRACTS_NAMESPACE } from '../i18n/agent-contracts-i18n';
import type { ContractEntry } from '../rules/contract-rules';
import { formatAmount, formatCount, formatPercent } from '../rules/format-rules';
import { contractTitle, periodLabel, productLabel, statusLabel } from './contract-labels';
import { RatesTable } from './rates-table';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
`;

const Status = styled.span<{ $tone: 'pending' | 'active' | 'done' }>`
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  font-size: ${vars.font.sizeXs};
  background: ${(p) =>
    p.$tone === 'pending'
      ? vars.color.warning
      : p.$tone === 'active'
        ? vars.color.success
        : vars.color.surfaceSunken};
  color: ${(p) =>
    p.$tone === 'pending'
      ? vars.color.onWarning
      : p.$tone === 'active'
        ? vars.color.onSuccess
        : vars.color.text};
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
  }
  dd {
    margin: 0;
    font-size: ${vars.font.sizeSm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;

const toneOf = (status: string) =>
  status === 'P' || status === 'E' ? 'pending' : status === 'V' ? 'active' : 'done';

export interface ContractCardProps {
  entry: ContractEntry;
  money: MoneyFormat;
  /** Buttons answering the contract (the request modal passes them). */
  actions?: ReactNode;
}

/** One contract with every field of section 3, its rates table and its status. */
export function ContractCard({ entry, money, actions }: ContractCardProps) {
  const { t } = useTranslation(AGENT_CONTRACTS_NAMESPACE);
  const title = contractTitle(t, entry);
  const field = (key: string, value: string) => (
    <div key={key}>
      <dt>{t(key)}</dt>
      <dd>{value}</dd>
    </div>
  );
  let body: ReactNode;
  switch (entry.kind) {
    case 'dividend': {
      const c = entry.contract;
      body = (
        <Fields>
          {field('field_productType', productLabel(t, c.productType))}
          {field('field_computationPeriod', periodLabel(t, c.computationPeriod))}
          {field('field_minimumBet', formatAmount(c.minimumBet, money))}
          {field('field_netLoss', formatAmount(c.netLoss, money))}
          {field('field_activeMember', formatCount(c.activeMember))}
          {field('field_contractRate', formatPercent(c.contractRate))}
          {field('field_periodicTotalBet', formatAmount(c.periodicTotalBet, money))}
          {field('field_periodicTotalBetRequired', formatAmount(c.periodicTotalBetRequired, money))}
        </Fields>
      );
      break;
    }
    case 'dailySalary':
      body = (
        <RatesTable
          kind="dailySalary"
          rows={entry.contract.details}
          money={money}
          caption={t('rates_caption', { contract: title })}
        />
      );
      break;
    case 'hourSalary': {
      const productType = (entry.contract as { productType?: unknown }).productType;
      body = (
        <>
          {productType ? (
            <Fields>{field('field_productType', productLabel(t, productType))}</Fields>
          ) : null}
          <RatesTable
            kind="hourSalary"
            rows={entry.contract.hourSalaryRates}
            money={money}
            caption={t('rates_caption', { contract: title })}
          />
        </>
      );
      break;
    }
    case 'realTimeSalary':
      body = (
        <RatesTable
          kind="realTimeSalary"
          rows={entry.contract.realTimeSalaryRates}
          money={money}
          caption={t('rates_caption', { contract: title })}
        />
      );
      break;
  }
  return (
    <Card aria-label={title} data-contract={entry.key}>
      <Head>
        <Title>{title}</Title>
        <Status $tone={toneOf(entry.status)}>
          {t('field_status')}: {statusLabel(t, entry.status)}
        </Status>
      </Head>
      {body}
      {actions ? <Actions>{actions}</Actions> : null}
    </Card>
  );
}
