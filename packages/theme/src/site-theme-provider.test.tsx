import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { defineMerchantTheme } from './base-theme';
import { vars } from './css-variables';
import { FlagsProvider, useFlag } from './flags-provider';
import { SiteThemeProvider, useSiteTheme, useTemplate } from './site-theme-provider';
import { allFlags, createFlagsWrapper, createThemeWrapper, testTheme } from './testing';

const gold = defineMerchantTheme({
  ...testTheme,
  merchant: 'gold',
  tokens: { color: { brand: '#c9a227' } },
  templates: { header: 'centered' },
  flags: { PTSYS3: true },
});

const Brand = styled.p`
  color: ${vars.color.brand};
`;

function HeaderStyle() {
  return <p>header:{useTemplate('header')}</p>;
}

function PointsMallLink() {
  return useFlag('PTSYS3') ? <a href="/pointMall">points mall</a> : null;
}

describe('SiteThemeProvider', () => {
  it('writes the merged tokens once into :root custom properties and marks the merchant', () => {
    render(
      <SiteThemeProvider
        theme={gold}
        serverTemplates={{ tokens: { color: { accent: '#00ff88' } } }}
      >
        <Brand>brand</Brand>
        <HeaderStyle />
      </SiteThemeProvider>,
    );
    // jsdom does not cascade custom properties, so read the one rule the provider injected.
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const rootRules = css.match(/:root\s*{[^}]*}/g) ?? [];
    expect(rootRules).toHaveLength(1);
    expect(rootRules[0]).toMatch(/--site-color-brand:\s*#c9a227;/);
    expect(rootRules[0]).toMatch(/--site-color-accent:\s*#00ff88;/);
    expect(document.documentElement.dataset.merchant).toBe('gold');
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      gold.assets.favicon,
    );
    expect(screen.getByText('header:centered')).toBeInTheDocument();
  });

  it('templates that arrive later change what they name and keep the rest, root rule included', () => {
    const seen: ReturnType<typeof useSiteTheme>[] = [];
    let renders = 0;
    function Probe() {
      seen.push(useSiteTheme());
      return null;
    }
    // Styled components read the variables: a new merge renders none of them again.
    const plain = (
      <Profiler id="plain" onRender={() => (renders += 1)}>
        <Brand>plain</Brand>
      </Profiler>
    );
    const { rerender } = render(
      <SiteThemeProvider theme={gold}>
        <Probe />
        {plain}
      </SiteThemeProvider>,
    );
    const rootRule = () =>
      document.querySelector('style[data-site-theme]')?.textContent?.match(/:root\s*{[^}]*}/g);
    const before = rootRule();
    const styleSheets = document.querySelectorAll('style').length;
    // A new answer object each time, as a refetch gives.
    const withTemplates = () => (
      <SiteThemeProvider
        theme={gold}
        serverTemplates={{ mobileTemplate: { favicon: '/res/logo/gold.svg', app_desc: 'Welcome' } }}
      >
        <Probe />
        {plain}
      </SiteThemeProvider>
    );
    rerender(withTemplates());
    const [first, last] = [seen[0]!, seen[seen.length - 1]!];
    expect(last.texts.appDescription).toBe('Welcome');
    expect(last.assets.favicon).toBe('/res/logo/gold.svg');
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      '/res/logo/gold.svg',
    );
    expect(last.tokens).toBe(first.tokens);
    expect(last.templates).toBe(first.templates);
    expect(last.flags).toBe(first.flags);
    expect(renders).toBe(1);
    expect(rootRule()).toEqual(before);
    expect(document.querySelectorAll('style')).toHaveLength(styleSheets);
    // The same answer again (a refetch) changes nothing at all.
    rerender(withTemplates());
    expect(seen[seen.length - 1]).toBe(last);
  });

  it('makes form controls take the page font, not the browser default (ADR 0233)', () => {
    render(
      <SiteThemeProvider theme={gold}>
        <button type="button">go</button>
      </SiteThemeProvider>,
    );
    const rules = document.querySelector('style[data-site-theme="root"]')?.textContent ?? '';
    expect(rules).toMatch(/button, input, select, textarea \{ font-family: inherit; \}/);
    // After the body's rule, so nothing in the base sets their family again.
    expect(rules.indexOf('font-family: inherit')).toBeGreaterThan(rules.indexOf('body {'));
  });

  it('lets the server template choose the layout variant', () => {
    render(
      <SiteThemeProvider theme={gold} serverTemplates={{ headerStyle: 'compact' }}>
        <HeaderStyle />
      </SiteThemeProvider>,
    );
    expect(screen.getByText('header:compact')).toBeInTheDocument();
  });

  it('scopes the variables to an element for side-by-side skins', () => {
    render(
      <>
        <SiteThemeProvider theme={gold} scope="local">
          <Brand>gold</Brand>
        </SiteThemeProvider>
        <SiteThemeProvider theme={testTheme} scope="local">
          <Brand>plain</Brand>
        </SiteThemeProvider>
      </>,
    );
    const goldScope = screen.getByText('gold').closest('[data-merchant]') as HTMLElement;
    const plainScope = screen.getByText('plain').closest('[data-merchant]') as HTMLElement;
    expect(goldScope.dataset.merchant).toBe('gold');
    expect(goldScope.style.getPropertyValue('--site-color-brand')).toBe('#c9a227');
    expect(plainScope.style.getPropertyValue('--site-color-brand')).toBe(
      testTheme.tokens.color.brand,
    );
  });
});

describe('flags', () => {
  it('is off when nobody set it', () => {
    render(<PointsMallLink />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('follows the nearest provider, which overrides only what it names', () => {
    render(
      <FlagsProvider flags={{ PTSYS3: true, FEEDBACK3: true }}>
        <PointsMallLink />
        <FlagsProvider flags={{ PTSYS3: false }}>
          <section aria-label="inner">
            <PointsMallLink />
          </section>
        </FlagsProvider>
      </FlagsProvider>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('test helpers set flags and theme defaults', () => {
    const { unmount } = render(<PointsMallLink />, { wrapper: createFlagsWrapper(allFlags(true)) });
    expect(screen.getByRole('link', { name: 'points mall' })).toBeInTheDocument();
    unmount();
    render(<PointsMallLink />, { wrapper: createThemeWrapper({ theme: gold }) });
    expect(screen.getByRole('link', { name: 'points mall' })).toBeInTheDocument();
  });

  it('a test can turn a theme default off', () => {
    render(<PointsMallLink />, {
      wrapper: createThemeWrapper({ theme: gold, flags: { PTSYS3: false } }),
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
