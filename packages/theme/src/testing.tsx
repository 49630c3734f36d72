import type { ComponentType, ReactNode } from 'react';
import { defineMerchantTheme } from './base-theme';
import type { SiteTheme, ThemeOverride } from './contract';
import { WHITELABEL_MODULE_IDS, type FlagMap } from './flags';
import { FlagsProvider } from './flags-provider';
import { SiteThemeProvider } from './site-theme-provider';

const pixel =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/%3E';

/** A complete theme with the base tokens and blank images, for tests that need no merchant. */
export const testTheme: SiteTheme = defineMerchantTheme({
  merchant: 'test',
  siteName: 'TEST SITE',
  assets: {
    logo: pixel,
    logoAlt: 'TEST SITE',
    favicon: pixel,
    splash: pixel,
    loginImage: pixel,
    defaultBanner: pixel,
    appIcons: { ios: pixel, android: pixel, h5: pixel },
  },
});

/** Every whitelabel module set to one value: `allFlags(true)`, `allFlags(false)`. */
export function allFlags(enabled: boolean): FlagMap {
  return Object.fromEntries(WHITELABEL_MODULE_IDS.map((id) => [id, enabled])) as FlagMap;
}

/** A Storybook decorator (or any story wrapper) that sets flags for one story. */
export function withFlags(flags: FlagMap) {
  return function FlagsDecorator(Story: ComponentType) {
    return (
      <FlagsProvider flags={flags}>
        <Story />
      </FlagsProvider>
    );
  };
}

/** A Testing Library `wrapper` that sets flags: `render(ui, { wrapper: createFlagsWrapper({...}) })`. */
export function createFlagsWrapper(flags: FlagMap) {
  return function FlagsWrapper({ children }: { children?: ReactNode }) {
    return <FlagsProvider flags={flags}>{children}</FlagsProvider>;
  };
}

export interface ThemeWrapperOptions {
  theme?: SiteTheme;
  flags?: FlagMap;
  overrides?: readonly ThemeOverride[];
}

/**
 * A Testing Library `wrapper` with a theme (scoped to a wrapping element, so tests do not leak
 * variables into `:root`) and flags. The theme's flag defaults apply under `flags`.
 */
export function createThemeWrapper({
  theme = testTheme,
  flags = {},
  overrides,
}: ThemeWrapperOptions = {}) {
  return function ThemeWrapper({ children }: { children?: ReactNode }) {
    return (
      <SiteThemeProvider theme={theme} overrides={overrides} scope="local">
        <FlagsProvider flags={{ ...theme.flags, ...flags }}>{children}</FlagsProvider>
      </SiteThemeProvider>
    );
  };
}
