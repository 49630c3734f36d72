import { createDialogRef } from '@site/feature-api';
import type { ContractRequestParams } from './contract-request/contract-request-dialog';
import type { PaymentConfirmationParams } from './payment-confirmation/payment-confirmation-dialog';

/** The dialogs this feature contributes, as typed refs (`useDialogs().open(ref, params)`; ADR 0190). */
export const AGENT_CONTRACT_DIALOGS = {
  contractRequests: createDialogRef<ContractRequestParams | undefined>('agent-contract-requests'),
  paymentConfirmation: createDialogRef<PaymentConfirmationParams | undefined>(
    'agent-payment-confirmation',
  ),
} as const;

/** Figures of content-and-play.md sections 4, 7 and 9 that this feature owns. */
export const AGENT_CONTRACT_LIMITS = {
  /** After a confirmation succeeds, the next item shows after 0.5 s. */
  nextConfirmationDelayMs: 500,
  /** `MCSFE_getPaymentConfirmationList` at most once per 250 ms (the client enforces it). */
  confirmationListRateLimitMs: 250,
  /** A not-received proof is one image: jpg, jpeg or png, at most 5 MB. */
  proofMaxBytes: 5 * 1024 * 1024,
  proofExtensions: ['jpg', 'jpeg', 'png'] as readonly string[],
  proofMimeTypes: ['image/jpeg', 'image/png'] as readonly string[],
  /** The unreceived-confirm text mentions 15; its unit is minutes (ADR 0114). */
  unreceivedConfirmMinutes: 15,
} as const;

/** isAgent 0, 1 and 2 are the member or agent kinds that have contracts and confirmations. */
export const CONTRACT_AGENT_KINDS: readonly number[] = [0, 1, 2];

export function isContractAgentKind(isAgent: number | null | undefined): boolean {
  return typeof isAgent === 'number' && CONTRACT_AGENT_KINDS.includes(isAgent);
}
