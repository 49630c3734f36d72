import { useSiteSelector } from '@site/api-core';
import { useTranslation as useI18nTranslation } from 'react-i18next';
import { isSupportedLanguage, type LanguageCode } from '@site/i18n';
import { useSiteTheme, vars } from '@site/theme';
import { Button, focusRing } from '@site/ui';
import { lazy, memo, Suspense, useMemo, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import { useGateContext } from '../access/use-gate-context';
import { useSignIn } from '../access/use-sign-in';
import { navigationOwners } from '../composition/warm-route';
import { useComposedSite, useShell } from '../shell/shell-context';
import { LanguageSwitcher } from './language-switcher';
import { useScrollEdges } from './use-scroll-edges';
import { useActiveEntryInView } from './use-active-entry-in-view';
import { loadMemberInfoBar } from '../shell/on-demand';
import { useShellReady } from '../shell/shell-ready';

/** The signed-in member's bar: its own chunk, which a visitor never loads (ADR 0157). */
const MemberInfoBar = lazy(() => loadMemberInfoBar().then((m) => ({ default: m.MemberInfoBar })));

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.layer.header};
  display: flex;
  align-items: center;
  gap: ${vars.space.lg};
  min-height: ${vars.size.headerHeight};
  padding: ${vars.space.xs} ${vars.space.xl};
  background: ${vars.color.headerBackground};
  color: ${vars.color.headerText};
  box-shadow: ${vars.shadow.sm};
  flex-wrap: wrap;
  @media (max-width: 599px) {
    gap: ${vars.space.sm};
    padding: ${vars.space.xs} ${vars.space.md};
  }
`;

const Logo = styled.img`
  display: block;
  height: 40px;
  width: auto;
  @media (max-width: 599px) {
    height: 32px;
  }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  border-radius: ${vars.radius.sm};
  ${focusRing}
`;

// One row that scrolls sideways: the header keeps its height whatever the flags add, and on a
// phone the navigation takes a row of its own under the logo and the account area.
const Nav = styled.nav`
  flex: 1;
  min-width: 0;
  ul {
    display: flex;
    flex-wrap: nowrap;
    gap: ${vars.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  /* Where the row hides entries it fades out, so a cut-off entry reads as "more this way". */
  &[data-more='end'] ul {
    mask-image: linear-gradient(to right, #000 calc(100% - ${vars.space.xl}), transparent);
  }
  &[data-more='start'] ul {
    mask-image: linear-gradient(to left, #000 calc(100% - ${vars.space.xl}), transparent);
  }
  &[data-more='both'] ul {
    mask-image: linear-gradient(
      to right,
      transparent,
      #000 ${vars.space.xl},
      #000 calc(100% - ${vars.space.xl}),
      transparent
    );
  }
  @media (max-width: 959px) {
    order: 3;
    flex-basis: 100%;
  }
`;

const NavItem = styled(NavLink)`
  display: inline-block;
  white-space: nowrap;
  padding: ${vars.space.xs} ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  color: inherit;
  text-decoration: none;
  &.active {
    background: ${vars.color.brand};
    color: ${vars.color.onBrand};
    /* Also marked by a bar in its own text colour: on a header whose background is the brand
       colour (lumen) the filled background alone does not show. */
    box-shadow: inset 0 -3px 0 currentColor;
  }
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  margin-left: auto;
  min-height: 40px;
`;

// An entry until its owner's messages arrive: a blank of about one short label's width, no link.
const PendingLabel = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 4em;
`;

// Holds the visitor's buttons' place, unseen and unreachable, until start-up has ended.
const Reserved = styled.span`
  display: contents;
  & > * {
    visibility: hidden;
  }
`;

/**
 * One entry of the navigation row. Memoized on its label and address: the header renders again
 * as start-up goes on (namespaces, gates, scroll edges), and its links, each a router subscriber,
 * need not render with it; a link follows the address through the router on its own.
 */
const NavEntry = memo(function NavEntry({ label, to }: { label: string | null; to: string }) {
  // A link only once it has a name: a pending entry is no unnamed tab stop.
  if (label === null) return <PendingLabel />;
  return (
    <NavItem to={to} end={to === '/'}>
      {label}
    </NavItem>
  );
});

/** The shell's own entries, then the features' (each behind its gate). */
function useNavigationEntries() {
  const site = useComposedSite();
  const gate = useGateContext();
  // The owners' namespaces load with the page (warmRoute) and the header re-renders when they
  // arrive; it does not wait (no suspense) for a feature's copy. Until an entry's namespace has
  // loaded its label is a blank placeholder, never the raw key.
  const namespaces = useMemo(
    () => ['shell', 'common', ...navigationOwners(site.features).map((n) => n.namespace)],
    [site],
  );
  const { t, i18n, ready } = useI18nTranslation(namespaces, { useSuspense: false });
  return useMemo(
    () => [
      { id: 'home', label: t('nav_home', { ns: 'shell' }), to: '/' },
      ...site.navigation
        .filter((entry) => (entry.visible ?? (() => true))(gate))
        .map((entry) => {
          const owner = site.features.find((feature) => feature.navigation?.includes(entry));
          const ns = owner?.i18n?.namespace ?? 'shell';
          return {
            id: entry.id,
            label: ready || i18n.hasLoadedNamespace(ns) ? t(entry.labelKey, { ns }) : null,
            to: entry.to,
          };
        }),
      { id: 'download', label: t('app_download', { ns: 'common' }), to: '/download' },
      { id: 'help', label: t('help_centre', { ns: 'shell' }), to: '/help' },
    ],
    [site, gate, t, i18n, ready],
  );
}

/** Logo, category navigation, language switcher, and sign-in and register or the member info bar. */
export function SiteHeader() {
  const { t, i18n } = useI18nTranslation(['shell', 'common']);
  const { assets } = useSiteTheme();
  const { siteI18n } = useShell();
  const loggedIn = useSiteSelector((s) => s.site.loggedIn);
  // Until start-up ends the visitor's buttons only hold their place: a returning member never sees
  // them flash, and a visitor's header does not move when they appear.
  const ready = useShellReady();
  const signIn = useSignIn();
  const entries = useNavigationEntries();
  const navList = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(navList, entries);
  const { pathname } = useLocation();
  useActiveEntryInView(navList, pathname, entries);
  const more =
    edges.start && edges.end ? 'both' : edges.end ? 'end' : edges.start ? 'start' : undefined;
  const current: LanguageCode = isSupportedLanguage(i18n.language) ? i18n.language : 'CN';
  const visitorButtons = (
    <>
      <Button variant="secondary" onClick={() => signIn({ dialog: 'login' })}>
        {t('login', { ns: 'common' })}
      </Button>
      <Button onClick={() => signIn({ dialog: 'register' })}>
        {t('register', { ns: 'common' })}
      </Button>
    </>
  );
  const reserved = (
    <Reserved aria-hidden="true" inert>
      {visitorButtons}
    </Reserved>
  );
  return (
    <Header>
      <LogoLink to="/" aria-label={t('nav_home')}>
        <Logo src={assets.logo} alt={assets.logoAlt} data-testid="site-logo" />
      </LogoLink>
      <Nav aria-label={t('category_navigation')} data-more={more}>
        <ul ref={navList}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <NavEntry label={entry.label} to={entry.to} />
            </li>
          ))}
        </ul>
      </Nav>
      <Actions>
        {siteI18n ? (
          <LanguageSwitcher
            languages={siteI18n.supportedLanguages}
            current={current}
            onChange={(language) => void siteI18n.changeLanguage(language)}
          />
        ) : null}
        {ready && loggedIn ? (
          <Suspense fallback={reserved}>
            <MemberInfoBar />
          </Suspense>
        ) : ready ? (
          visitorButtons
        ) : (
          reserved
        )}
      </Actions>
    </Header>
  );
}
