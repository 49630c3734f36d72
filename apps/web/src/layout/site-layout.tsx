import { useSiteTheme, vars } from '@site/theme';
import { Loader, LoadingOverlay } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { usePageLoading } from '../composition/pending-pages';
import { useComposedSite } from '../shell/shell-context';
import { loadRightBar } from '../shell/on-demand';
import { useShellReady } from '../shell/shell-ready';
import { FloatingWidgets, WidgetSlot } from './floating-widgets';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The floating right-hand bar: its own chunk, fetched with the first render (ADR 0157). */
const RightBar = lazy(() => loadRightBar().then((m) => ({ default: m.RightBar })));

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${vars.space.sm};
    top: ${vars.space.sm};
    z-index: ${vars.layer.toast};
    padding: ${vars.space.sm} ${vars.space.md};
    background: ${vars.color.surface};
    color: ${vars.color.text};
  }
`;

// At least a screen high, so the footer starts below the fold and never moves while pages load.
const Main = styled.main`
  max-width: ${vars.size.contentMax};
  min-height: 100vh;
  margin: 0 auto;
  padding: ${vars.space.xl};
  &:focus {
    outline: none;
  }
`;

/** The global loader: shown while a lazily loaded page arrives. */
export function GlobalLoader() {
  const loading = usePageLoading();
  const { t } = useTranslation('common');
  return <LoadingOverlay open={loading} label={t('loading')} />;
}

/** Header, main content, footer, right-hand bar and floating widgets around every site page. */
export function SiteLayout() {
  const { t } = useTranslation(['shell', 'common']);
  const { siteName } = useSiteTheme();
  const ready = useShellReady();
  const pageLoader = <Loader label={t('loading', { ns: 'common' })} />;
  const site = useComposedSite();
  useEffect(() => {
    document.title = siteName;
  }, [siteName]);
  const rightBarWidgets = site.widgets.filter((widget) => widget.placement === 'right-bar');
  return (
    <>
      <SkipLink href="#main">{t('skip_to_content')}</SkipLink>
      <SiteHeader />
      <Main id="main" tabIndex={-1} aria-busy={!ready}>
        {ready ? (
          <Suspense fallback={pageLoader}>
            <Outlet />
          </Suspense>
        ) : (
          pageLoader
        )}
      </Main>
      <SiteFooter />
      <Suspense fallback={null}>
        <RightBar
          widgets={rightBarWidgets.length ? <WidgetSlot widgets={rightBarWidgets} /> : null}
        />
      </Suspense>
      <FloatingWidgets widgets={site.widgets} />
    </>
  );
}
