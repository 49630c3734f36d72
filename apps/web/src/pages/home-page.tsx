import { vars } from '@site/theme';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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

export function HomePage() {
  const { t } = useTranslation('shell');
  return (
    <Hero aria-labelledby="home-title">
      <Title id="home-title">{t('home_title')}</Title>
      <p>{t('home_intro')}</p>
    </Hero>
  );
}
