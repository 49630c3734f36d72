import { callArgs, siteApi } from '@site/api-core';
import type { C2CTransactionRequest } from '@site/api-core/catalogue';
import { decodeConfirmations, type ConfirmationItem } from './rules/confirmation-rules';
import {
  contractCall,
  decodeContracts,
  type ContractAction,
  type ContractData,
  type ContractEntry,
} from './rules/contract-rules';

/** The tags this feature owns: consolidated funds (contracts) and payment confirmations. */
export const AGENT_CONTRACT_TAGS = ['AgentConsolidatedFunds', 'AgentPaymentConfirmations'] as const;

/**
 * Consolidated funds and payment confirmations, owned here (ADR 0112): the shell and other
 * features read them through the hooks below. Every contract answer invalidates the consolidated
 * tag, so the list reloads after each action (section 4).
 */
export const agentContractsApi = siteApi
  .enhanceEndpoints({ addTagTypes: AGENT_CONTRACT_TAGS })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `GET /wps/member/info/funds/consolidated`, decoded defensively. */
      agentConsolidatedFunds: build.query<ContractData, void>({
        query: () => callArgs('fundsConsolidated'),
        transformResponse: (value: unknown) => decodeContracts(value),
        providesTags: ['AgentConsolidatedFunds'],
      }),
      /** Answers one contract with the call of its kind (ADR 0110). */
      agentAnswerContract: build.mutation<
        unknown,
        { entry: ContractEntry; action: ContractAction }
      >({
        query: ({ entry, action }) => {
          const call = contractCall(entry, action);
          return callArgs(call.id, call.request);
        },
        invalidatesTags: ['AgentConsolidatedFunds'],
      }),
      /** `MCSFE_getPaymentConfirmationList`; the client keeps it to 1 call per 250 ms. */
      agentPaymentConfirmations: build.query<ConfirmationItem[], void>({
        query: () => callArgs('relay.MCSFE_getPaymentConfirmationList'),
        transformResponse: (value: unknown) => decodeConfirmations(value),
        providesTags: ['AgentPaymentConfirmations'],
      }),
      /** `MCSFE_processC2CTransaction`: Y received, N not received (with proof), A auto-confirmed. */
      agentConfirmPayment: build.mutation<unknown, C2CTransactionRequest>({
        query: (request) => callArgs('relay.MCSFE_processC2CTransaction', request),
        // The answered item leaves the cached list at once; no refetch, so the modal keeps
        // its place and the post-login widget does not take it for a new list.
        async onQueryStarted(request, { dispatch, queryFulfilled }) {
          try {
            await queryFulfilled;
            dispatch(
              agentContractsApi.util.updateQueryData(
                'agentPaymentConfirmations',
                undefined,
                (items) => items.filter((item) => item.payDetailId !== request.payDetailId),
              ),
            );
          } catch {
            // The global error policy shows the failure; the item stays.
          }
        },
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useAgentConsolidatedFundsQuery,
  useAgentAnswerContractMutation,
  useAgentPaymentConfirmationsQuery,
  useAgentConfirmPaymentMutation,
} = agentContractsApi;

/** Invalidate these to reload the confirmation list (the PAYMENT_CONFIRMATION event does). */
export const reloadPaymentConfirmations = () =>
  agentContractsApi.util.invalidateTags(['AgentPaymentConfirmations']);
/** Invalidate these to reload consolidated funds. */
export const reloadConsolidatedFunds = () =>
  agentContractsApi.util.invalidateTags(['AgentConsolidatedFunds']);
