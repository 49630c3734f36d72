import { selectIsAgentKind, useMoneyFormat, useSiteSelector } from '@site/api-core';
import { useDialogs } from '@site/feature-api';
import { vars } from '@site/theme';
import { Button, EmptyState, Loader } from '@site/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAgentConsolidatedFundsQuery } from '../agent-contracts-api';
import { AGENT_CONTRACT_DIALOGS } from '../constants';
import { AGENT_CONTRACTS_NAMESPACE } from '../i18n/agent-contracts-i18n';
import { hasPendingRequests } from '../rules/contract-rules';
import { ContractCard } from '../shared/contract-card';
import { pageEntries, type ContractPageId } from './contract-pages';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
  }
`;

/** A centre page listing contracts with every field, rates table and status (ADR 0113). */
export function ContractPage({ page }: { page: ContractPageId }) {
  const { t } = useTranslation(AGENT_CONTRACTS_NAMESPACE);
  const agentKind = useSiteSelector(selectIsAgentKind);
  const money = useMoneyFormat().options;
  const dialogs = useDialogs();
  const query = useAgentConsolidatedFundsQuery(undefined, { skip: !agentKind });
  const title = t(`page_${page}`);

  let body;
  if (!agentKind) body = <EmptyState title={t('page_agents_only')} />;
  else if (query.isLoading) body = <Loader label={t('loading')} />;
  else if (query.isError || !query.data)
    body = (
      <EmptyState
        title={t('load_failed')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  else {
    const entries = pageEntries(page, query.data);
    body =
      entries.length === 0 ? (
        <EmptyState title={t('page_empty')} />
      ) : (
        entries.map((entry) => <ContractCard key={entry.key} entry={entry} money={money} />)
      );
  }

  const pending = query.data ? hasPendingRequests(query.data) : false;
  return (
    <Page aria-labelledby={`contract-page-${page}`}>
      <Head>
        <h2 id={`contract-page-${page}`}>{title}</h2>
        {agentKind && query.data ? (
          <Button
            variant={pending ? 'primary' : 'secondary'}
            size="sm"
            onClick={() => dialogs.open(AGENT_CONTRACT_DIALOGS.contractRequests, { tab: 'new' })}
          >
            {t('contract_requests_open')}
          </Button>
        ) : null}
      </Head>
      {body}
    </Page>
  );
}

export const AgentDividendRecordPage = () => <ContractPage page="agentDividendRecordCopy" />;
export const AgentDividendRecord2Page = () => <ContractPage page="agentDividendRecordCopy2" />;
export const AgentDailyWagesPage = () => <ContractPage page="agentDailyWages2" />;
export const AgentMRDailySalaryPage = () => <ContractPage page="agentMRDailySalary" />;
export const AgentHourSalaryPage = () => <ContractPage page="agentHourSalary" />;
export const AgentRealtimeSalaryPage = () => <ContractPage page="agentRealtimeSalary" />;
export const PlayerMRDailySalaryPage = () => <ContractPage page="playerMRDailySalary" />;
