import { useSiteTheme, type ThemeBehaviour } from '@site/theme';

/**
 * The merchant behaviour switches of the current skin (the nearest `SiteThemeProvider`): the
 * two-merchant login variant (section 4), the registration method (section 7) and the flavours of
 * sections 4, 5 and 9 (ADR 0069). The theme contract fills what a merchant does not name from the
 * base behaviour.
 */
export function useMerchantBehaviour(): ThemeBehaviour {
  return useSiteTheme().behaviour;
}

/** The `exactDigits` option of the mobile rules: the 11-digit flavour, or none. */
export function mobileRuleOptions(behaviour: ThemeBehaviour): { exactDigits?: number } {
  return behaviour.mobileCodeDigits === null ? {} : { exactDigits: behaviour.mobileCodeDigits };
}

/** The slider choice's test inputs (section 5): a test platform, and whether it is in test mode. */
export function captchaEnvironmentOf(behaviour: ThemeBehaviour): {
  testEnvironment: boolean;
  testMode: boolean;
} {
  return {
    testEnvironment: behaviour.captchaEnvironment !== 'live',
    testMode: behaviour.captchaEnvironment === 'test-mode',
  };
}
