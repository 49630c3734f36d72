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
