import { useSiteTheme, type SiteTheme } from '@site/theme';

/** The merchant behaviour switches of the theme contract, every one resolved. */
export interface MerchantBehaviour {
  /** Section 4, the two-merchant variant: a captcha failure reopens the modal, credentials hidden. */
  loginCaptchaReopensModal: boolean;
  /** Section 7: the registration calls' method (one flavour uses PUT). */
  registrationMethod: 'POST' | 'PUT';
}

/** What a theme without `behaviour` (or with some fields left out) means. */
export const BASE_BEHAVIOUR: MerchantBehaviour = {
  loginCaptchaReopensModal: false,
  registrationMethod: 'POST',
};

/** The theme's behaviour over the base behaviour. */
export function merchantBehaviour(theme: Pick<SiteTheme, 'behaviour'>): MerchantBehaviour {
  const behaviour = theme.behaviour;
  return {
    loginCaptchaReopensModal:
      behaviour?.loginCaptchaReopensModal ?? BASE_BEHAVIOUR.loginCaptchaReopensModal,
    registrationMethod: behaviour?.registrationMethod ?? BASE_BEHAVIOUR.registrationMethod,
  };
}

/** The merchant behaviour of the current skin (the nearest `SiteThemeProvider`). */
export function useMerchantBehaviour(): MerchantBehaviour {
  return merchantBehaviour(useSiteTheme());
}
