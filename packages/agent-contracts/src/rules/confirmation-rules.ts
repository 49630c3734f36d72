import type { PaymentConfirmationItem } from '@site/api-core/catalogue';
import { AGENT_CONTRACT_LIMITS } from '../constants';

/** A payment confirmation item (section 3), decoded defensively. */
export interface ConfirmationItem extends PaymentConfirmationItem {
  remainingAmount: number;
}

const toNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/** Keeps the items with a payDetailId; a missing amount reads 0, a missing remainder the amount. */
export function decodeConfirmations(value: unknown): ConfirmationItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const item = raw as Record<string, unknown>;
    const payDetailId = toNumber(item.payDetailId);
    if (payDetailId === undefined) return [];
    const amount = toNumber(item.amount) ?? 0;
    return [
      {
        payDetailId,
        isAutoConfirmed: item.isAutoConfirmed === 'Y' ? 'Y' : 'N',
        amount,
        remainingAmount: toNumber(item.remainingAmount) ?? amount,
      },
    ];
  });
}

/**
 * "Received sends Y. Not received requires a proof image and sends N. Auto-confirmed items send
 * A." An auto-confirmed item's confirm button sends A instead of Y (ADR 0114).
 */
export function receivedAnswer(item: Pick<PaymentConfirmationItem, 'isAutoConfirmed'>): 'Y' | 'A' {
  return item.isAutoConfirmed === 'Y' ? 'A' : 'Y';
}

export type ProofProblem = 'proof_required' | 'proof_type' | 'proof_size';

/** One proof image: jpg, jpeg or png, at most 5 MB. */
export function proofProblem(
  file: { name: string; size: number; type: string } | null | undefined,
): ProofProblem | null {
  if (!file) return 'proof_required';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? AGENT_CONTRACT_LIMITS.proofMimeTypes.includes(file.type.toLowerCase())
    : true;
  if (!AGENT_CONTRACT_LIMITS.proofExtensions.includes(extension) || !typeOk) return 'proof_type';
  if (file.size > AGENT_CONTRACT_LIMITS.proofMaxBytes) return 'proof_size';
  return null;
}
