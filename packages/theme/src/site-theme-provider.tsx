import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { createGlobalStyle } from 'styled-components';
import type { SiteTheme, ThemeOverride, ThemeTemplates } from './contract';
import { cssVariablesText, toCssVariables } from './css-variables';
import { mergeSiteTheme, mobileTemplateFromServer, templatesFromServer } from './server-templates';
import { shareEqual } from './share-equal';

const SiteThemeContext = createContext<SiteTheme | null>(null);

const NO_OVERRIDES: readonly ThemeOverride[] = [];

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

/**
 * Merges base tokens (inside the theme), the merchant theme and the server's templates. A new
 * merge keeps every part of the last one it equals (`shareEqual`): the templates arriving after
 * the first render change the texts and the favicon, not the tokens, so the root variables are not
 * written again, and the flags' consumers do not render again.
 */
export function useMergedTheme(
  theme: SiteTheme,
  serverTemplates?: unknown,
  mobileTemplate?: unknown,
  overrides: readonly ThemeOverride[] = NO_OVERRIDES,
): SiteTheme {
  // The last merge this hook made. A render React discards may have set it: that merge equals its
  // inputs all the same, so sharing with it never shows a stale value.
  const last = useRef<SiteTheme | null>(null);
  return useMemo(() => {
    const merged = mergeSiteTheme(
      theme,
      templatesFromServer(serverTemplates),
      mobileTemplateFromServer(mobileTemplate),
      ...overrides,
    );
    const shared = last.current ? shareEqual(last.current, merged) : merged;
    last.current = shared;
    return shared;
  }, [theme, serverTemplates, mobileTemplate, overrides]);
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
  // One element per variables text: the global style re-renders, and so takes its rules out of the
  // page and puts them back (a style recalculation of the whole page), only when they change.
  const variables = useMemo(
    () => <RootVariables $css={cssVariablesText(theme.tokens)} />,
    [theme.tokens],
  );
  useRootDocument(theme);
  return (
    <>
      {variables}
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
 * CSS custom properties and exposes the merged theme to `useSiteTheme` (ADR 0229). Styled
 * components read the variables (`vars`), not a theme prop: there is no styled-components
 * `ThemeProvider`, so a new merge renders only the components that read the theme.
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
      <Scope theme={merged}>{children}</Scope>
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
