import { selectIsAgentKind, useSiteSelector } from '@site/api-core';
import { useDialogs } from '@site/feature-api';
import { useEffect, useRef } from 'react';
import {
  useAgentConsolidatedFundsQuery,
  useAgentPaymentConfirmationsQuery,
} from '../agent-contracts-api';
import { AGENT_CONTRACT_DIALOGS } from '../constants';
import { hasPendingRequests } from '../rules/contract-rules';

/**
 * The post-login load of consolidated funds and payment confirmations for isAgent 0, 1 and 2
 * (ADR 0112). Mounted by the shell as an always-present widget; renders nothing. It opens the
 * contract request modal once after sign-in when requests wait, and the confirmation modal each
 * time a fetched list (sign-in, or the PAYMENT_CONFIRMATION event) holds items.
 */
export function AgentPostLogin() {
  const agentKind = useSiteSelector(selectIsAgentKind);
  const dialogs = useDialogs();
  const funds = useAgentConsolidatedFundsQuery(undefined, { skip: !agentKind });
  const confirmations = useAgentPaymentConfirmationsQuery(undefined, { skip: !agentKind });
  const contractPrompted = useRef(false);
  const confirmationsSeen = useRef<number | undefined>(undefined);

  // Both first answers are awaited so the opening order is fixed: the contract modal first,
  // the confirmation modal (money waiting) on top of it.
  const fundsSettled = funds.data !== undefined || funds.isError;
  const fetchedAt = confirmations.fulfilledTimeStamp;
  const confirmationsSettled = fetchedAt !== undefined || confirmations.isError;
  const count = confirmations.data?.length ?? 0;

  useEffect(() => {
    if (!agentKind || contractPrompted.current || !fundsSettled || !confirmationsSettled) return;
    contractPrompted.current = true;
    if (funds.data && hasPendingRequests(funds.data))
      dialogs.open(AGENT_CONTRACT_DIALOGS.contractRequests, { tab: 'new' });
  }, [agentKind, fundsSettled, confirmationsSettled, funds.data, dialogs]);

  useEffect(() => {
    if (!agentKind || !fundsSettled || fetchedAt === undefined) return;
    if (fetchedAt === confirmationsSeen.current) return;
    confirmationsSeen.current = fetchedAt;
    if (count > 0) dialogs.open(AGENT_CONTRACT_DIALOGS.paymentConfirmation);
  }, [agentKind, fundsSettled, fetchedAt, count, dialogs]);

  return null;
}
