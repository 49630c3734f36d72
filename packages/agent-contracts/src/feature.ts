import {
  defineDialog,
  defineFeature,
  type CentrePage,
  type Gate,
  type RealtimeHandler,
} from '@site/feature-api';
import type { ComponentType } from 'react';
import type { ContractPageId } from './centre/contract-pages';
import { AGENT_CONTRACT_DIALOGS, isContractAgentKind } from './constants';
import { agentContractsNamespace } from './i18n/agent-contracts-i18n';

/** Signed in as a member or agent kind (isAgent 0, 1, 2); visitors and trial04 never qualify. */
export const contractAgentGate: Gate = (ctx) => ctx.signedIn && isContractAgentKind(ctx.isAgent);

const pages = () => import('./centre/contract-page');
const page = (
  id: ContractPageId,
  pick: (module: Awaited<ReturnType<typeof pages>>) => ComponentType,
): CentrePage => ({
  id,
  labelKey: `page_${id}`,
  visible: contractAgentGate,
  // The menu lists the page only when its kind has entries (section 4; ADR 0199). The hook and
  // the API module load when the centre asks, never with a visitor's first page.
  available: async () => ({
    useAvailable: (await import('./centre/contract-availability')).contractPageAvailability(id),
  }),
  lazy: async () => ({ Component: pick(await pages()) }),
});

/**
 * PAYMENT_CONFIRMATION: agents 0, 1, 2 reload the confirmation list; the post-login widget then
 * opens the modal when it holds items. The API module loads here on first use, so a visitor's
 * first page carries no contract code.
 */
const paymentConfirmation: RealtimeHandler = (_event, context) => {
  if (!isContractAgentKind(context.gate.isAgent)) return;
  void import('./agent-contracts-api').then(({ reloadPaymentConfirmations }) =>
    context.dispatch(reloadPaymentConfirmations()),
  );
};

/** The agent-contracts feature object the shell composes (ADR 0050, ADR 0112). */
export const agentContractsFeature = defineFeature({
  id: 'agent-contracts',
  i18n: agentContractsNamespace,
  dialogs: [
    defineDialog(
      AGENT_CONTRACT_DIALOGS.contractRequests,
      async () =>
        (await import('./contract-request/contract-request-dialog')).ContractRequestDialog,
    ),
    defineDialog(
      AGENT_CONTRACT_DIALOGS.paymentConfirmation,
      async () =>
        (await import('./payment-confirmation/payment-confirmation-dialog'))
          .PaymentConfirmationDialog,
    ),
  ],
  widgets: [
    {
      id: 'agent-contracts-post-login',
      placement: 'bottom-right',
      visible: contractAgentGate,
      lazy: async () => ({ Component: (await import('./widget/agent-post-login')).AgentPostLogin }),
    },
  ],
  agentCentre: [
    page('agentDividendRecordCopy', (m) => m.AgentDividendRecordPage),
    page('agentDividendRecordCopy2', (m) => m.AgentDividendRecord2Page),
    page('agentDailyWages2', (m) => m.AgentDailyWagesPage),
    page('agentMRDailySalary', (m) => m.AgentMRDailySalaryPage),
    page('agentHourSalary', (m) => m.AgentHourSalaryPage),
    page('agentRealtimeSalary', (m) => m.AgentRealtimeSalaryPage),
  ],
  memberCentre: [
    {
      ...page('playerMRDailySalary', (m) => m.PlayerMRDailySalaryPage),
      // The member's own daily salary entry needs MYRBT3 too (account-access.md section 6).
      visible: (ctx) => contractAgentGate(ctx) && ctx.flag('MYRBT3'),
    },
  ],
  realtime: { PAYMENT_CONFIRMATION: paymentConfirmation },
});
