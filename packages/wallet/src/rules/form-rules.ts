import { WALLET_LIMITS } from '../constants';

/** Payment password: six digits; the confirmation must match. Returns a message key or null. */
export function paymentPasswordProblem(
  value: string,
  confirm?: string,
): 'payment_password_required' | 'payment_password_format' | 'payment_password_mismatch' | null {
  if (value === '') return 'payment_password_required';
  if (!WALLET_LIMITS.paymentPasswordPattern.test(value)) return 'payment_password_format';
  if (confirm !== undefined && confirm !== value) return 'payment_password_mismatch';
  return null;
}

export function mobileProblem(value: string): 'mobile_required' | 'mobile_format' | null {
  if (value.trim() === '') return 'mobile_required';
  return WALLET_LIMITS.mobilePattern.test(value.trim()) ? null : 'mobile_format';
}

/** Server error codes the wallet pages translate; others show the platform's own message. */
const SERVER_ERRORS: Readonly<Record<string, string>> = {
  'request.replayed': 'error_replayed',
  'balance.not.enough': 'error_balance',
  'payment.password.incorrect': 'error_payment_password',
  'payment.password.not.set': 'error_payment_password_not_set',
  'amount.below.minimum': 'error_amount_limits',
  'amount.above.maximum': 'error_amount_limits',
  'withdraw.times.exceeded': 'error_withdraw_times',
  'transfer.single.wallet': 'error_single_wallet',
  'transfer.upline.not.allowed': 'error_upline',
  'date.range.too.long': 'error_range',
  'password.incorrect': 'error_password',
  'rebate.not.available': 'error_rebate',
  'bank.card.not.found': 'error_card',
};

/** The wallet message key of a platform error code, or null for the platform's own message. */
export const serverErrorKey = (code: string | null | undefined): string | null =>
  (code && SERVER_ERRORS[code]) || null;
