export type {
  BreakpointTokens,
  ColorTokens,
  DeepPartial,
  GradientTokens,
  LayerTokens,
  MotionTokens,
  RadiusTokens,
  ShadowTokens,
  SpaceTokens,
  ThemeTokens,
  TypographyTokens,
} from './tokens';
export { baseTokens } from './base-tokens';
export { CSS_VARIABLE_PREFIX, cssVariablesText, toCssVariables, vars } from './css-variables';
export {
  WHITELABEL_MODULE_IDS,
  isWhitelabelModuleId,
  type FlagMap,
  type WhitelabelModuleId,
} from './flags';
export {
  HEADER_STYLES,
  HOME_SECTIONS,
  LOBBY_TILE_STYLES,
  MEMBER_CENTRE_MODES,
  type HeaderStyle,
  type HomeSection,
  type LobbyTileStyle,
  type MemberCentreMode,
  type MerchantThemeInput,
  type MerchantThemeModule,
  type SiteTheme,
  type ThemeAssets,
  type ThemeCurrency,
  type ThemeLanguages,
  type ThemeOverride,
  type PayloadCipherScheme,
  type RegistrationMethod,
  type AgreementMessageKey,
  type CaptchaEnvironment,
  type LoginCodeCountdown,
  type ThemeBehaviour,
  type ThemeTemplates,
  type ThemeTexts,
} from './contract';
export { BASE_BEHAVIOUR, baseTemplates, defineMerchantTheme } from './base-theme';
export { deepMerge } from './deep-merge';
export {
  flattenWhitelabelTree,
  isEnabledValue,
  mergeFlags,
  resolveFlags,
  type WhitelabelNode,
} from './whitelabel';
export {
  isSafeCssValue,
  isSafeImageUrl,
  mergeSiteTheme,
  mobileTemplateFromServer,
  templatesFromServer,
} from './server-templates';
export {
  SiteThemeProvider,
  useMergedTheme,
  useSiteTheme,
  useTemplate,
  type SiteThemeProviderProps,
} from './site-theme-provider';
export { FlagsProvider, useFlag, useFlags, type FlagsProviderProps } from './flags-provider';
