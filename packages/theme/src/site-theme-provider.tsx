import {
  createContext,
  useContext,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { SiteTheme, ThemeOverride, ThemeTemplates } from './contract';
import { cssVariablesText, toCssVariables } from './css-variables';
import { mergeSiteTheme, mobileTemplateFromServer, templatesFromServer } from './server-templates';
import { shareEqual } from './share-equal';

const SiteThemeContext = createContext<SiteTheme | null>(null);

const NO_OVERRIDES: readonly ThemeOverride[] = [];

/**
 * The page's root rules: the theme's variables, then the base every page builds on. Form controls
 * take their family from the page (ADR 0233): the browser gives them its own (Arial, Segoe UI),
 * so a button that sets no font would show the visitor a font that is not the theme's.
 */
const rootRulesText = (declarations: string): string => `:root { ${declarations} }
*, *::before, *::after { box-sizing: border-box; }
body {
  margin: 0;
  font-family: var(--site-font-family);
  font-size: var(--site-font-size-md);
  line-height: var(--site-font-line-height);
  color: var(--site-color-text);
  background: var(--site-color-background);
}
button, input, select, textarea { font-family: inherit; }`;

/**
 * Writes the root rules into one `<style>` in the document head, with the page's CSP nonce (the
 * `csp-nonce` meta that styled-components reads too), and replaces it when they change. They are
 * not a styled-components global style: that parses its text with stylis on each mount, 6 to 9 ms
 * for the few hundred variables of a first load (trace of 2026-12-02), where the browser's own
 * parser takes a fraction of a millisecond. The values are the theme's tokens; a server colour
 * passed `isSafeCssValue`, so it cannot leave its declaration.
 */
function useRootRules(css: string) {
  useInsertionEffect(() => {
    const style = document.createElement('style');
    const nonce = document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
    if (nonce) style.nonce = nonce;
    style.dataset.siteTheme = 'root';
    style.textContent = css;
    document.head.appendChild(style);
    return () => style.remove();
  }, [css]);
}

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
  // Rewritten (a style recalculation of the whole page) only when the tokens change.
  const css = useMemo(() => rootRulesText(cssVariablesText(theme.tokens)), [theme.tokens]);
  useRootRules(css);
  useRootDocument(theme);
  return <>{children}</>;
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
 * CSS custom properties and exposes the merged theme to `useSiteTheme` (ADR 0233, which restates
 * 0229). Styled components read the variables (`vars`), not a theme prop: there is no
 * styled-components `ThemeProvider`, so a new merge renders only the components that read the
 * theme.
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
