import { useMoneyFormat } from '@site/api-core';
import type { DialogProps } from '@site/feature-api';
import { vars } from '@site/theme';
import { Button, ConfirmDialog, Dialog, EmptyState, Loader, Tabs, useToast } from '@site/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useAgentAnswerContractMutation,
  useAgentConsolidatedFundsQuery,
} from '../agent-contracts-api';
import { AGENT_CONTRACTS_NAMESPACE } from '../i18n/agent-contracts-i18n';
import {
  actionsFor,
  needsHigherRateConfirm,
  splitRequests,
  type ContractAction,
  type ContractEntry,
} from '../rules/contract-rules';
import { ContractCard } from '../shared/contract-card';
import { contractTitle } from '../shared/contract-labels';

export type ContractRequestTab = 'new' | 'termination';
export interface ContractRequestParams {
  tab?: ContractRequestTab;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  padding-block-start: ${vars.space.md};
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space.xl};
`;

function actionKey(entry: ContractEntry, action: ContractAction): string {
  if (action === 'R') return 'action_reject';
  if (action === 'C') return 'action_cancel_request';
  return entry.status === 'V' ? 'action_terminate' : 'action_accept';
}

/**
 * The contract request modal (content-and-play.md section 4): new requests and termination
 * requests; P or E offers accept or reject, V contracts ask to cancel or send A. A pending
 * dividend whose downline rate is higher asks first. Every answer reloads the consolidated list.
 */
export function ContractRequestDialog({
  params,
  onClose,
}: DialogProps<ContractRequestParams | undefined>) {
  const { t } = useTranslation([AGENT_CONTRACTS_NAMESPACE, 'errors']);
  const toast = useToast();
  const money = useMoneyFormat().options;
  const [tab, setTab] = useState<ContractRequestTab>(params?.tab ?? 'new');
  const query = useAgentConsolidatedFundsQuery();
  const [answer, answering] = useAgentAnswerContractMutation();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{
    entry: ContractEntry;
    action: ContractAction;
  } | null>(null);

  const send = async (entry: ContractEntry, action: ContractAction) => {
    setBusyKey(`${entry.key}:${action}`);
    try {
      await answer({ entry, action }).unwrap();
      toast.show({ message: t('errors:contract_request_success'), tone: 'success' });
    } catch {
      // The global error policy has shown the failure in a dialog.
    } finally {
      setBusyKey(null);
    }
  };

  const choose = (entry: ContractEntry, action: ContractAction) => {
    if (needsHigherRateConfirm(entry, action)) setConfirming({ entry, action });
    else void send(entry, action);
  };

  const renderList = (entries: ContractEntry[], emptyKey: string) =>
    entries.length === 0 ? (
      <EmptyState title={t(emptyKey)} />
    ) : (
      <List>
        {entries.map((entry) => (
          <ContractCard
            key={entry.key}
            entry={entry}
            money={money}
            actions={actionsFor(entry.status).map((action) => {
              const label = t(actionKey(entry, action));
              return (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'A' && entry.status !== 'V' ? 'primary' : 'secondary'}
                  loading={busyKey === `${entry.key}:${action}`}
                  disabled={answering.isLoading && busyKey !== `${entry.key}:${action}`}
                  aria-label={t('action_label', {
                    action: label,
                    contract: contractTitle(t, entry),
                  })}
                  onClick={() => choose(entry, action)}
                >
                  {label}
                </Button>
              );
            })}
          />
        ))}
      </List>
    );

  let body;
  if (query.isLoading) {
    body = (
      <Centre>
        <Loader label={t('loading')} />
      </Centre>
    );
  } else if (query.isError || !query.data) {
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
  } else {
    const { newRequests, terminations } = splitRequests(query.data);
    body = (
      <Tabs
        aria-label={t('contract_requests_title')}
        value={tab}
        onValueChange={(id) => setTab(id === 'termination' ? 'termination' : 'new')}
        fullWidth
        items={[
          {
            id: 'new',
            label: t('tab_new_requests', { count: newRequests.length }),
            content: renderList(newRequests, 'empty_new'),
          },
          {
            id: 'termination',
            label: t('tab_terminations', { count: terminations.length }),
            content: renderList(terminations, 'empty_terminations'),
          },
        ]}
      />
    );
  }

  return (
    <>
      <Dialog open onClose={onClose} title={t('contract_requests_title')} width="760px">
        {body}
      </Dialog>
      {confirming ? (
        <ConfirmDialog
          open
          title={t('higher_rate_title')}
          message={t('higher_rate_message')}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          onClose={() => setConfirming(null)}
          onConfirm={() => send(confirming.entry, confirming.action)}
        />
      ) : null}
    </>
  );
}
