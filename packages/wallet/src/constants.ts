/** The member-centre page ids this feature contributes (account-access.md section 2). */
export const WALLET_PAGES = {
  securityCenter: 'securityCenter',
  transferFund: 'transferFund',
  deposit: 'depositv2',
  withdraw: 'withdraw',
  personalHistory: 'personalHistoryCopy',
  transactionHistory: 'transactionHistory',
  personalProfit: 'personalProfit',
  transferUpline: 'transferUpline',
  bonusDetails: 'bonusDetails',
  manualRebate: 'manualRebate',
} as const;

export type WalletPageId = (typeof WALLET_PAGES)[keyof typeof WALLET_PAGES];

export const WALLET_LIMITS = {
  /** History ranges: at most 30 days (content-and-play.md section 5, issue 19). */
  maxRangeDays: 30,
  /** The default period of the history pages: the last 7 days. */
  defaultRangeDays: 7,
  /** Rows per history page. */
  pageSize: 10,
  /** A payment password is six digits. */
  paymentPasswordPattern: /^\d{6}$/,
  /** A mobile number: 6 to 15 digits. */
  mobilePattern: /^\d{6,15}$/,
} as const;

/** The main wallet's id; vendor wallets have other ids. */
export const MAIN_WALLET_ID = 0;
