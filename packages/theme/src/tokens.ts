/**
 * The theme contract's design tokens. Every colour, size and font a component uses comes from
 * here, through the CSS custom properties in `vars` (see css-variables.ts). A merchant theme
 * supplies a complete `ThemeTokens`; nothing in a feature package hard-codes one of these values.
 */
export interface ColorTokens {
  /** The merchant's main colour: primary buttons, active tabs, links. */
  brand: string;
  brandStrong: string;
  onBrand: string;
  accent: string;
  onAccent: string;
  /** Page background. */
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  /** Scrim behind modals and the page overlay. */
  overlay: string;
  text: string;
  textMuted: string;
  textInverse: string;
  border: string;
  borderStrong: string;
  focus: string;
  success: string;
  onSuccess: string;
  warning: string;
  onWarning: string;
  danger: string;
  onDanger: string;
  info: string;
  onInfo: string;
  headerBackground: string;
  headerText: string;
  footerBackground: string;
  footerText: string;
}

export interface GradientTokens {
  brand: string;
  hero: string;
  card: string;
}

export interface TypographyTokens {
  family: string;
  familyHeading: string;
  familyMono: string;
  sizeXs: string;
  sizeSm: string;
  sizeMd: string;
  sizeLg: string;
  sizeXl: string;
  size2xl: string;
  weightRegular: string;
  weightMedium: string;
  weightBold: string;
  lineHeight: string;
}

export interface SpaceTokens {
  none: string;
  xxs: string;
  xs: string;
  sm: string;
  md: string;
  lg: string;
  xl: string;
  xxl: string;
}

export interface RadiusTokens {
  none: string;
  sm: string;
  md: string;
  lg: string;
  pill: string;
}

export interface ShadowTokens {
  sm: string;
  md: string;
  lg: string;
  focus: string;
}

export interface BreakpointTokens {
  sm: string;
  md: string;
  lg: string;
  xl: string;
}

export interface LayerTokens {
  base: string;
  header: string;
  floating: string;
  overlay: string;
  modal: string;
  toast: string;
  loader: string;
}

export interface MotionTokens {
  fast: string;
  normal: string;
  easing: string;
}

export interface ThemeTokens {
  color: ColorTokens;
  gradient: GradientTokens;
  font: TypographyTokens;
  space: SpaceTokens;
  radius: RadiusTokens;
  shadow: ShadowTokens;
  breakpoint: BreakpointTokens;
  layer: LayerTokens;
  motion: MotionTokens;
  /** The dialog width of the spec (660 px); a token so a skin may narrow it on small screens. */
  size: { dialog: string; headerHeight: string; contentMax: string };
}

/** Deeply optional, for overrides that are merged over a complete set of tokens. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
