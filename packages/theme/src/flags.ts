/**
 * The whitelabel module ids the platform's whitelabel tree can switch on or off
 * (account-access.md section 6, content-and-play.md section 6). Theme packages supply defaults;
 * the server's tree wins at run time.
 */
export const WHITELABEL_MODULE_IDS = [
  'REWCEN3',
  'MAILCEN',
  'INBOX3',
  'DEPOSIT',
  'WITHDRAW',
  'CREDITMAR3',
  'PLYRBT',
  'MANPLAYREB3',
  'MYRBT3',
  'AGEPAG',
  'AGENTRANSMULTDOWN3',
  'AGETEAMPNL3',
  'TEAMBETTING3',
  'AGEREGDOWN3',
  'CREATEAFF3',
  'AFFMAN3',
  'FEEDBACK3',
  'LOTTMINIGAME3',
  'SEALOTTMINIGAME3',
  'PTSYS3',
  'PAYMENTPASS3',
  'UPDATEMOBILEICC3',
  'GOOGLELOGIN3',
  'FACEBOOKLOGIN3',
  'TWITTERLOGIN3',
  'LINELOGIN3',
  'TELEGRAMLOGIN3',
  'FIREBASECREATEACC3',
  'SSOMANUALREG3',
  'MOBILELOGIN3',
  'MOBILEVERCODELOGIN3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'GEETEST3',
  'GEETESTVCODE3',
  'AGETRANSFERUP3',
  /** Chat (ADR 0125): absent means on; the server's explicit off turns it off. */
  'CHAT3',
] as const;

export type WhitelabelModuleId = (typeof WHITELABEL_MODULE_IDS)[number];

/** A flat map of module id to enabled, after merging theme defaults and the server's tree. */
export type FlagMap = Partial<Record<WhitelabelModuleId, boolean>>;

export function isWhitelabelModuleId(id: unknown): id is WhitelabelModuleId {
  return typeof id === 'string' && (WHITELABEL_MODULE_IDS as readonly string[]).includes(id);
}
