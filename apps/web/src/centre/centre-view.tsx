import {
  formatMoney,
  selectCurrencyFormat,
  selectDisplayedBalance,
  useSiteSelector,
} from '@site/api-core';
import type { CentrePage } from '@site/feature-api';
import { vars } from '@site/theme';
import { CountBadge, EmptyState, Loader, focusRing } from '@site/ui';
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGateContext } from '../access/use-gate-context';
import { useComposedSite } from '../shell/shell-context';
import { useAvailablePages } from './centre-availability';
import {
  defaultCentrePage,
  resolveCentrePage,
  visibleCentrePages,
  type CentreKind,
} from './centre-gating';
import { PartBoundary } from '../composition/part-boundary';

/** The loader shows for 3000 ms when a centre opens, and goes 500 ms after the page has loaded. */
export const CENTRE_LOADER_ON_OPEN_MS = 3_000;
export const CENTRE_LOADER_AFTER_LOAD_MS = 500;

const components = new WeakMap<CentrePage, LazyExoticComponent<ComponentType>>();
function componentOf(page: CentrePage) {
  let component = components.get(page);
  if (!component) {
    component = lazy(() => page.lazy().then((module) => ({ default: module.Component })));
    components.set(page, component);
  }
  return component;
}

const Layout = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(180px, 220px) 1fr;
  gap: ${vars.space.lg};
  min-height: 420px;
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const Menu = styled.nav`
  ul {
    display: flex;
    flex-direction: column;
    gap: ${vars.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    width: 100%;
    padding: ${vars.space.sm} ${vars.space.md};
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
    &[aria-current='page'] {
      background: ${vars.color.brand};
      color: ${vars.color.onBrand};
    }
    &:hover:not([aria-current='page']) {
      background: ${vars.color.surfaceSunken};
    }
    ${focusRing}
  }
`;

const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  margin: 0 0 ${vars.space.md};
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceSunken};
  div {
    display: flex;
    gap: ${vars.space.xs};
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.font.weightBold};
  }
`;

const Pane = styled.section`
  position: relative;
  min-height: 320px;
`;

const PaneLoader = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${vars.color.surface};
`;

function BadgeOf({ page }: { page: CentrePage & { useBadgeCount: () => number } }) {
  const count = page.useBadgeCount();
  return <CountBadge count={count} />;
}

/** Marks the page as loaded when it renders (inside Suspense, so only once its code arrived). */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useEffect(onLoaded, [onLoaded]);
  return null;
}

export interface CentreViewProps {
  kind: CentreKind;
  /** The page asked for; aliases resolve (signInTask -> rewardCenter). */
  requested?: string;
  /** Id of the heading that names the centre. */
  titleId: string;
}

/**
 * A centre: member summary, the gated left menu of contributed pages and the active page, with the
 * 500 ms / 3000 ms loader. Shows an empty state when no feature has contributed a page yet.
 */
export function CentreView({ kind, requested, titleId }: CentreViewProps) {
  const site = useComposedSite();
  // The menu labels live in the contributing features' namespaces: load them with the shell's, so
  // the menu re-renders translated once they arrive instead of showing keys.
  const namespaces = useMemo(
    () => [
      'shell',
      'common',
      ...site.features.flatMap((feature) =>
        (kind === 'member' ? feature.memberCentre : feature.agentCentre)?.length && feature.i18n
          ? [feature.i18n.namespace]
          : [],
      ),
    ],
    [kind, site],
  );
  const { t } = useTranslation(namespaces, { useSuspense: false });
  const gate = useGateContext();
  const gated = useMemo(
    () => visibleCentrePages(kind, kind === 'member' ? site.memberPages : site.agentPages, gate),
    [kind, site, gate],
  );
  const { pages, probes } = useAvailablePages(gated);
  const initial =
    (requested ? resolveCentrePage(requested, pages) : undefined) ?? defaultCentrePage(kind, pages);
  const [activeId, setActiveId] = useState(initial?.id);
  useEffect(() => setActiveId(initial?.id), [initial?.id]);
  const active = pages.find((page) => page.id === activeId) ?? initial;

  const [loading, setLoading] = useState(true);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    setLoading(true);
    hideTimer.current = setTimeout(() => setLoading(false), CENTRE_LOADER_ON_OPEN_MS);
    return () => clearTimeout(hideTimer.current);
  }, []);
  const onLoaded = useMemo(
    () => () => {
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(() => setLoading(false), CENTRE_LOADER_AFTER_LOAD_MS);
    },
    [],
  );
  useEffect(() => {
    if (!active) onLoaded();
  }, [active, onLoaded]);

  const member = useSiteSelector((s) => s.site.memberInfo);
  const balance = useSiteSelector(selectDisplayedBalance);
  const {
    currency,
    currencySymbol: symbol,
    currencyPosition: position,
  } = useSiteSelector(selectCurrencyFormat);
  const vipName = useSiteSelector((s) => s.site.vip.vipLabelName);

  const owner = (page: CentrePage) =>
    site.features.find((feature) =>
      (kind === 'member' ? feature.memberCentre : feature.agentCentre)?.includes(page),
    );
  const label = (page: CentrePage) =>
    t(page.labelKey, { ns: owner(page)?.i18n?.namespace ?? 'shell' });
  const Active = active ? componentOf(active) : null;

  return (
    <div data-testid={`${kind}-centre`}>
      {probes}
      <Summary aria-labelledby={titleId}>
        <div>
          <dt>{t('account')}</dt>
          <dd data-testid="centre-account">{member?.account}</dd>
        </div>
        <div>
          <dt>{t('balance')}</dt>
          <dd>{formatMoney(balance, { currency, symbol, position })}</dd>
        </div>
        {vipName ? (
          <div>
            <dt>{t('vip_level')}</dt>
            <dd>{vipName}</dd>
          </div>
        ) : null}
      </Summary>
      <Layout>
        <Menu aria-label={kind === 'member' ? t('member_centre_menu') : t('agent_centre_menu')}>
          <ul>
            {pages.map((page) => (
              <li key={page.id}>
                <button
                  type="button"
                  aria-current={page.id === active?.id ? 'page' : undefined}
                  onClick={() => setActiveId(page.id)}
                  data-page={page.id}
                >
                  <span>{label(page)}</span>
                  {page.useBadgeCount ? (
                    <BadgeOf page={{ ...page, useBadgeCount: page.useBadgeCount }} />
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </Menu>
        <Pane aria-label={active ? label(active) : t('member_centre')} aria-busy={loading}>
          {Active ? (
            <Suspense fallback={null}>
              <Loaded onLoaded={onLoaded} />
              <PartBoundary name={`the centre page ${active?.id ?? ''}`} resetKey={active?.id}>
                <Active />
              </PartBoundary>
            </Suspense>
          ) : (
            <EmptyState title={t('centre_empty_title')} description={t('centre_empty_body')} />
          )}
          {loading ? (
            <PaneLoader data-testid="centre-loader">
              <Loader size="lg" label={t('loading', { ns: 'common' })} showLabel />
            </PaneLoader>
          ) : null}
        </Pane>
      </Layout>
    </div>
  );
}
