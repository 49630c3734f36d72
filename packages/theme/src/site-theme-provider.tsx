import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import type { SiteTheme, ThemeOverride, ThemeTemplates } from './contract';
import { cssVariablesText, toCssVariables } from './css-variables';
import { mergeSiteTheme, mobileTemplateFromServer, templatesFromServer } from './server-templates';

const SiteThemeContext = createContext<SiteTheme | null>(null);

/** Written once per merged theme; components read the variables, not the theme object. */
const RootVariables = createGlobalStyle<{ $css: string }>`
  :root { ${(p) => p.$css} }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: var(--site-font-family);
    font-size: var(--site-font-size-md);
    line-height: var(--site-font-line-height);
    color: var(--site-color-text);
    background: var(--site-color-background);
  }
`;

export interface SiteThemeProviderProps {
  /** The merchant theme (a theme package's `theme`). */
  theme: SiteTheme;
  /** The raw `/wps/system/templates` answer (or its `value`); unknown shapes are ignored. */
  serverTemplates?: unknown;
  /** The raw `mobileTemplate` of the settings; unknown shapes are ignored. */
  mobileTemplate?: unknown;
  /** Further overrides applied last (stories, tests, previews). */
  overrides?: readonly ThemeOverride[];
  /**
   * `root` (default) writes the variables on `:root`, sets `<html data-merchant>` and the
   * favicon: one per page. `local` scopes them to a wrapping element, so several skins can sit
   * side by side (Storybook's "all merchants" view).
   */
  scope?: 'root' | 'local';
  children?: ReactNode;
}

/** Merges base tokens (inside the theme), the merchant theme and the server's templates. */
export function useMergedTheme(
  theme: SiteTheme,
  serverTemplates?: unknown,
  mobileTemplate?: unknown,
  overrides: readonly ThemeOverride[] = [],
): SiteTheme {
  return useMemo(
    () =>
      mergeSiteTheme(
        theme,
        templatesFromServer(serverTemplates),
        mobileTemplateFromServer(mobileTemplate),
        ...overrides,
      ),
    [theme, serverTemplates, mobileTemplate, overrides],
  );
}

function useRootDocument(theme: SiteTheme) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.dataset.merchant = theme.merchant;
    let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    icon.href = theme.assets.favicon;
  }, [theme.merchant, theme.assets.favicon]);
}

function RootScope({ theme, children }: { theme: SiteTheme; children?: ReactNode }) {
  const css = useMemo(() => cssVariablesText(theme.tokens), [theme.tokens]);
  useRootDocument(theme);
  return (
    <>
      <RootVariables $css={css} />
      {children}
    </>
  );
}

function LocalScope({ theme, children }: { theme: SiteTheme; children?: ReactNode }) {
  const style = useMemo(
    () =>
      Object.fromEntries([
        ...toCssVariables(theme.tokens),
        ['color', 'var(--site-color-text)'],
        ['background', 'var(--site-color-background)'],
        ['fontFamily', 'var(--site-font-family)'],
      ]) as CSSProperties,
    [theme.tokens],
  );
  return (
    <div data-merchant={theme.merchant} style={style}>
      {children}
    </div>
  );
}

/**
 * The one theme provider: merges the theme with the server's templates, writes the tokens into
 * CSS custom properties and exposes the merged theme to styled-components and `useSiteTheme`.
 */
export function SiteThemeProvider({
  theme,
  serverTemplates,
  mobileTemplate,
  overrides,
  scope = 'root',
  children,
}: SiteThemeProviderProps) {
  const merged = useMergedTheme(theme, serverTemplates, mobileTemplate, overrides);
  const Scope = scope === 'root' ? RootScope : LocalScope;
  return (
    <SiteThemeContext.Provider value={merged}>
      <ThemeProvider theme={merged}>
        <Scope theme={merged}>{children}</Scope>
      </ThemeProvider>
    </SiteThemeContext.Provider>
  );
}

/** The merged theme of the nearest `SiteThemeProvider`. */
export function useSiteTheme(): SiteTheme {
  const theme = useContext(SiteThemeContext);
  if (!theme) throw new Error('useSiteTheme needs a <SiteThemeProvider> above it');
  return theme;
}

/** The layout variant a skin chose for one area, e.g. `useTemplate('header')`. */
export function useTemplate<K extends keyof ThemeTemplates>(area: K): ThemeTemplates[K] {
  return useSiteTheme().templates[area];
}
