import type { WhitelabelModuleId } from '@site/theme';

/**
 * What each whitelabel module shows or hides on the site, for the Flags docs page. Typed by
 * the module id list, so a module added to @site/theme without a line here fails typecheck.
 */
export const FLAG_DESCRIPTIONS: Record<WhitelabelModuleId, string> = {
  REWCEN3: 'Reward centre and promotions pages; the manual-promotion bonus popup.',
  MAILCEN: 'Message centre in the member centre menu.',
  INBOX3: 'Inbox page and the unread count in the header and member bar.',
  DEPOSIT: 'Deposit page in the member centre (hidden anyway in credit-margin mode).',
  WITHDRAW: 'Withdrawal page in the member centre (hidden anyway in credit-margin mode).',
  CREDITMAR3: 'Credit-margin mode: hides deposit and withdrawal.',
  PLYRBT: 'Bonus (rebate) details when a rebate is available.',
  MANPLAYREB3: 'Manual player rebate page.',
  MYRBT3: 'My rebate page in the member centre.',
  AGEPAG: 'Agent centre pages.',
  AGENTRANSMULTDOWN3: 'Agent transfer to several downlines at once.',
  AGETEAMPNL3: 'Agent team profit-and-loss report.',
  TEAMBETTING3: 'Agent team betting report.',
  AGEREGDOWN3: 'Agent registers a downline (register centre).',
  CREATEAFF3: 'Agent creates affiliate links (register centre).',
  AFFMAN3: 'Affiliate link management.',
  FEEDBACK3: 'Feedback form.',
  LOTTMINIGAME3: 'Lottery mini-game floating widget.',
  SEALOTTMINIGAME3: 'South-East Asian lottery mini-game widget.',
  PTSYS3: 'Points system: point mall, redeem and convert.',
  PAYMENTPASS3:
    'Point redemption and conversion ask for the payment password instead of the money password.',
  UPDATEMOBILEICC3: 'Security centre lets the member change the mobile dialing code.',
  GOOGLELOGIN3: 'Google sign-in button on the login form.',
  FACEBOOKLOGIN3: 'Facebook sign-in button on the login form.',
  TWITTERLOGIN3: 'Twitter sign-in button on the login form.',
  LINELOGIN3: 'LINE sign-in button on the login form.',
  TELEGRAMLOGIN3: 'Telegram sign-in button on the login form.',
  FIREBASECREATEACC3:
    'Social sign-in creates the account automatically (unless manual registration is on).',
  SSOMANUALREG3: 'Social sign-in asks the visitor to register or bind an account.',
  MOBILELOGIN3: 'Login with mobile number and password.',
  MOBILEVERCODELOGIN3: 'Login with mobile number and SMS code (the SMS tab).',
  FREEPLAY3: 'Trial (free play) account button on the login form.',
  PWDEXPFORCECHANGE3:
    'Forced password change after login when the password expired or is first-time.',
  USERNAMEREG3: 'Registration with a username.',
  MOBILENUMREG3: 'Registration with a mobile number.',
  GEETEST3: 'Slider captcha instead of the image captcha on login and registration.',
  GEETESTVCODE3: 'Slider check before an SMS code is sent.',
  AGETRANSFERUP3: 'Transfer to the upline (also needs toUpline 1 and isAgent not 2).',
  CHAT3: 'Live chat (absent means on; the server can switch it off).',
};
