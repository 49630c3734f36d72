import { createLinkRef } from '@site/feature-api';

/** Places the wallet pages link to but do not own; the shell binds them (ADR 0050). */
export const walletLinks = {
  /** The security centre's "change login password": auth's change-password dialog. */
  changePassword: createLinkRef('wallet.changePassword'),
  /** The withdraw page's "no bank card": customer service binds cards for the member. */
  customerService: createLinkRef('wallet.customerService', { optional: true }),
} as const;
