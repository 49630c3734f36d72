import type { HomeSection } from '@site/feature-api';
import { useSiteTheme, vars } from '@site/theme';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGateContext } from './access/use-gate-context';
import { orderHomeSections } from './composition/compose-site';
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
    component = lazy(() => section.lazy().then((module) => ({ default: module.Component })));
    components.set(section, component);
  }
  return component;
}

/** The home page: a welcome, then the features' sections in the order of the merchant's template. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const { templates, texts } = useSiteTheme();
  const site = useComposedSite();
  const gate = useGateContext();
  const sections = useMemo(
    () =>
      orderHomeSections(site.homeSections, templates.homeSections).filter((section) =>
        (section.visible ?? (() => true))(gate),
      ),
    [site.homeSections, templates.homeSections, gate],
  );
  return (
    <>
      <Hero aria-labelledby="home-title">
        <Title id="home-title">{t('home_title')}</Title>
        <p>{texts.loginPrompt || t('home_intro')}</p>
      </Hero>
      <Sections>
        {sections.map((section) => {
          const Section = componentOf(section);
          return (
            <Suspense key={section.id} fallback={null}>
              <Section />
            </Suspense>
          );
        })}
      </Sections>
    </>
  );
}
