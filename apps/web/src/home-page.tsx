import type { HomeSection } from '@site/feature-api';
import { useSiteTheme, vars } from '@site/theme';
import {
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGateContext } from './access/use-gate-context';
import { shownHomeSections } from './composition/compose-site';
import { lazyComponent } from './composition/loaded-modules';
import { PartBoundary } from './composition/part-boundary';
import { whenShown } from './composition/when-shown';
import { useComposedSite } from './shell/shell-context';

const Hero = styled.section`
  padding: ${vars.space.xxl} ${vars.space.xl};
  border-radius: ${vars.radius.lg};
  background: ${vars.gradient.hero};
`;

const Title = styled.h1`
  margin: 0 0 ${vars.space.md};
  font-family: ${vars.font.familyHeading};
  font-size: ${vars.font.size2xl};
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xl};
  margin-top: ${vars.space.xl};
`;

const components = new WeakMap<HomeSection, LazyExoticComponent<ComponentType>>();
function componentOf(section: HomeSection) {
  let component = components.get(section);
  if (!component) {
    component = lazyComponent(section, section.lazy, (module) => module.Component);
    components.set(section, component);
  }
  return component;
}

/** How many sections render at once; the others mount as the visitor scrolls towards them. */
const FIRST_SECTIONS = 2;

/** Mounts `children` once the spot comes within a screen of the viewport. */
function NearViewport({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = spot.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={spot} style={{ minHeight: 1 }} />;
}

interface InOrderProps {
  sections: readonly HomeSection[];
  index: number;
  /** Render the sections before this index only. */
  end: number;
}

/**
 * Sections in order, each inside the one before it (ADR 0155): a section shows only once every
 * section above it has, so a late chunk never pushes visible content down, and sections past the
 * first few mount only near the viewport, so the first render stays small.
 */
function InOrder({ sections, index, end }: InOrderProps) {
  const section = index < end ? sections[index] : undefined;
  if (!section) return null;
  const Section = componentOf(section);
  const rest = <InOrder sections={sections} index={index + 1} end={end} />;
  const content = (
    <Suspense fallback={null}>
      <PartBoundary name={`the home section ${section.id}`}>
        <Section />
      </PartBoundary>
      {rest}
    </Suspense>
  );
  return index < FIRST_SECTIONS ? content : <NearViewport>{content}</NearViewport>;
}

/**
 * The sections below the top one mount (and their chunks load) once the top one shows its
 * content, its pictures included, or after a while at most (ADR 0211): until then, the top
 * section's call and picture, the page's largest paint, have the connections to themselves.
 */
function useTopSectionShown(sections: HTMLElement | null): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !sections) return undefined;
    return whenShown(sections, () => setShown(true));
  }, [shown, sections]);
  return shown;
}

/** The home page: a welcome, then the features' sections in the order of the merchant's template. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const { templates, texts } = useSiteTheme();
  const site = useComposedSite();
  const gate = useGateContext();
  const sections = useMemo(
    () => shownHomeSections(site.homeSections, templates.homeSections, gate),
    [site.homeSections, templates.homeSections, gate],
  );
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const topShown = useTopSectionShown(container);
  return (
    <>
      <Hero aria-labelledby="home-title">
        <Title id="home-title">{t('home_title')}</Title>
        <p>{texts.loginPrompt || t('home_intro')}</p>
      </Hero>
      <Sections ref={setContainer}>
        <InOrder sections={sections} index={0} end={topShown ? sections.length : 1} />
      </Sections>
    </>
  );
}
