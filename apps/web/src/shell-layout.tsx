import { vars } from '@site/theme';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import styled from 'styled-components';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.layer.header};
  display: flex;
  align-items: center;
  gap: ${vars.space.lg};
  height: ${vars.size.headerHeight};
  padding: 0 ${vars.space.xl};
  background: ${vars.color.headerBackground};
  color: ${vars.color.headerText};
  box-shadow: ${vars.shadow.sm};
`;

const Logo = styled.img`
  display: block;
  height: 40px;
  width: auto;
`;

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

const Main = styled.main`
  max-width: ${vars.size.contentMax};
  margin: 0 auto;
  padding: ${vars.space.xl};
`;

interface ShellLayoutProps {
  logo: string;
  logoAlt: string;
  siteName: string;
}

export function ShellLayout({ logo, logoAlt, siteName }: ShellLayoutProps) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = siteName;
  }, [siteName]);
  return (
    <>
      <SkipLink href="#main">{t('skip_to_content')}</SkipLink>
      <Header>
        <Link to="/" aria-label={t('nav_home')}>
          <Logo src={logo} alt={logoAlt} data-testid="site-logo" />
        </Link>
      </Header>
      <Main id="main">
        <Outlet />
      </Main>
    </>
  );
}
