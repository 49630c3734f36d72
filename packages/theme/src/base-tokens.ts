import type { ThemeTokens } from './tokens';

/**
 * The neutral base every merchant theme starts from. Merchant themes override what makes
 * them recognisable; anything they leave out falls back to these values.
 */
export const baseTokens: ThemeTokens = {
  color: {
    // 4.9:1 on the page background (#f4f6fa): text buttons in the brand colour pass WCAG AA
    // (the former #1f6feb gave 4.28:1, which axe reports as a serious violation).
    brand: '#1a66d9',
    brandStrong: '#1158c7',
    onBrand: '#ffffff',
    accent: '#f2a900',
    onAccent: '#1b1b1b',
    background: '#f4f6fa',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef1f6',
    overlay: 'rgba(10, 14, 22, 0.55)',
    text: '#1b2330',
    textMuted: '#5b6678',
    textInverse: '#ffffff',
    border: '#d5dbe5',
    borderStrong: '#9aa5b6',
    focus: '#1f6feb',
    success: '#1a7f37',
    onSuccess: '#ffffff',
    warning: '#9a6700',
    onWarning: '#ffffff',
    danger: '#cf222e',
    onDanger: '#ffffff',
    info: '#0969da',
    onInfo: '#ffffff',
    headerBackground: '#ffffff',
    headerText: '#1b2330',
    footerBackground: '#1b2330',
    footerText: '#e6eaf0',
  },
  gradient: {
    brand: 'linear-gradient(135deg, #1f6feb 0%, #1158c7 100%)',
    hero: 'linear-gradient(180deg, #e8f0fe 0%, #f4f6fa 100%)',
    card: 'linear-gradient(180deg, #ffffff 0%, #f4f6fa 100%)',
  },
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
    familyHeading:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
    familyMono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    sizeXs: '12px',
    sizeSm: '13px',
    sizeMd: '14px',
    sizeLg: '16px',
    sizeXl: '20px',
    size2xl: '28px',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
    lineHeight: '1.5',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '40px',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
    focus: '0 0 0 3px rgba(31, 111, 235, 0.45)',
  },
  breakpoint: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  layer: {
    base: '0',
    header: '100',
    floating: '300',
    overlay: '900',
    modal: '1000',
    toast: '1100',
    loader: '1200',
  },
  motion: { fast: '120ms', normal: '220ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: { dialog: '660px', headerHeight: '64px', contentMax: '1200px' },
};
