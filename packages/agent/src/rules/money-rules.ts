/** What the amount field keeps of a typed text: digits and one dot with at most 2 decimals. */
export function normaliseAmountInput(text: string, decimals = 2): string {
  const cleaned = text.replace(/[,\s]/g, '').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const wholePart = whole.replace(/^0+(?=\d)/, '');
  if (rest.length === 0) return wholePart;
  return `${wholePart === '' ? '0' : wholePart}.${rest.join('').slice(0, decimals)}`;
}

/** The amount a normalised text stands for, or null when it is no amount. */
export function parseAmount(text: string): number | null {
  const normalised = normaliseAmountInput(text);
  if (normalised === '' || normalised === '.' || !/\d/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

export interface TransferLimits {
  minAmount: number;
  maxAmount: number;
  balance: number;
}

export type AmountFailure =
  | { messageKey: 'amount_required' }
  | { messageKey: 'amount_below_min'; params: { min: number } }
  | { messageKey: 'amount_above_max'; params: { max: number } }
  | { messageKey: 'amount_above_balance'; params: { balance: number } };

/**
 * A transfer amount against the limits and the balance (ADR 0143): required and above zero,
 * at least the minimum, at most the maximum, at most the balance. Null when it may be sent.
 */
export function checkTransferAmount(
  amount: number | null,
  limits: TransferLimits,
): AmountFailure | null {
  if (amount === null || amount <= 0) return { messageKey: 'amount_required' };
  if (amount < limits.minAmount)
    return { messageKey: 'amount_below_min', params: { min: limits.minAmount } };
  if (amount > limits.maxAmount)
    return { messageKey: 'amount_above_max', params: { max: limits.maxAmount } };
  if (amount > limits.balance)
    return { messageKey: 'amount_above_balance', params: { balance: limits.balance } };
  return null;
}
