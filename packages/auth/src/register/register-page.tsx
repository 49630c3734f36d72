import { useSiteTheme, vars } from '@site/theme';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { RegisterForm } from './register-form';

const Page = styled.main`
  display: grid;
  justify-items: center;
  padding: ${vars.space.xl} ${vars.space.md};
`;

const Card = styled.section`
  width: min(100%, 480px);
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.xl};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.familyHeading};
  font-size: ${vars.font.sizeXl};
`;

/** `/register` and `/register.html` (query `referralCode`, `affiliateCode`, `next`). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const theme = useSiteTheme();
  const [search] = useSearchParams();
  return (
    <Page>
      <Card>
        <img src={theme.assets.logo} alt={theme.assets.logoAlt} height={40} />
        <Title>{t('register_title')}</Title>
        <RegisterForm variant="page" next={search.get('next')} />
      </Card>
    </Page>
  );
}
