import { useSiteTheme, type ThemeBehaviour } from '@site/theme';

/**
 * The merchant behaviour switches of the current skin (the nearest `SiteThemeProvider`): the
 * two-merchant login variant (section 4) and the registration method (section 7). The theme
 * contract fills what a merchant does not name from the base behaviour.
 */
export function useMerchantBehaviour(): ThemeBehaviour {
  return useSiteTheme().behaviour;
}
