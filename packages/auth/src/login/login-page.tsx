import { selectResources, useSiteSelector } from '@site/api-core';
import { useLink } from '@site/feature-api';
import { LANGUAGE_NAMES, isSupportedLanguage } from '@site/i18n';
import { useSiteTheme, vars } from '@site/theme';
import { Button } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { authLinks } from '../links';
import { useSiteStorage } from '../shared/use-site-storage';
import { LoginForm } from './login-form';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  background: ${vars.color.background};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(360px, 460px) 180px;
  }
`;

const Illustration = styled.img`
  display: none;
  width: 100%;
  height: 100%;
  object-fit: cover;
  @media (min-width: 900px) {
    display: block;
  }
`;

const Panel = styled.section`
  display: grid;
  align-content: center;
  gap: ${vars.space.md};
  padding: ${vars.space.xl};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  & img {
    max-height: 48px;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.familyHeading};
  font-size: ${vars.font.sizeXl};
`;

const Side = styled.nav`
  display: grid;
  align-content: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg};
`;

const LanguageSelect = styled.select`
  padding: ${vars.space.xs} ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
`;

/**
 * The login page (section 2): logo, the merchant's optional left image, language switcher, the
 * form, side navigation with customer service, the speed test (only with a SpeedTest resource
 * that has a url) and app download. `?next=` is carried and honoured only on this site.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const theme = useSiteTheme();
  const storage = useSiteStorage();
  const [search] = useSearchParams();
  const resources = useSiteSelector(selectResources);
  const customerService = useLink(authLinks.customerService);
  const speedTest = useLink(authLinks.speedTest);
  const appDownload = useLink(authLinks.appDownload);
  const home = useLink(authLinks.home);
  const hasSpeedTest = resources.some(
    (resource) => resource.resourceType === 'SpeedTest' && Boolean(resource.url),
  );
  const languages = theme.languages.supported;

  const { lang } = useParams();
  const navigate = useNavigate();
  const location = useLocation();

  // The `lang` route (`/login/:lang`): a supported language the merchant offers is applied and
  // remembered (`hisLang`); anything else leaves the language as it is.
  useEffect(() => {
    if (!isSupportedLanguage(lang) || !languages.includes(lang) || lang === i18n.language) return;
    void i18n.changeLanguage(lang);
    storage.setLocal('hisLang', lang);
  }, [lang, languages, i18n, storage]);

  const chooseLanguage = (code: string) => {
    if (!isSupportedLanguage(code)) return;
    // Choosing a language routes to the `lang` route, keeping `?next=` (section 2).
    void navigate({ pathname: `/login/${code}`, search: location.search });
  };

  return (
    <Page>
      {theme.templates.login.leftImage ? (
        <Illustration src={theme.assets.loginImage} alt={t('auth:login_left_image_alt')} />
      ) : (
        <span aria-hidden="true" />
      )}
      <Panel>
        <Top>
          <a
            href={home?.href ?? '/'}
            onClick={(event) => {
              if (!home) return;
              event.preventDefault();
              home.open();
            }}
          >
            <img src={theme.assets.logo} alt={theme.assets.logoAlt} />
          </a>
          {languages.length > 1 ? (
            <LanguageSelect
              aria-label={t('common:language')}
              value={i18n.language}
              onChange={(event) => chooseLanguage(event.target.value)}
            >
              {languages.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </LanguageSelect>
          ) : null}
        </Top>
        <Title>{t('auth:login_title')}</Title>
        {theme.texts.loginPrompt ? <p>{theme.texts.loginPrompt}</p> : null}
        <LoginForm variant="page" next={search.get('next')} />
      </Panel>
      <Side aria-label={t('auth:side_navigation')}>
        <Button variant="secondary" onClick={() => customerService?.open()}>
          {t('common:customer_service')}
        </Button>
        {hasSpeedTest && speedTest ? (
          <Button variant="secondary" onClick={() => speedTest.open()}>
            {t('common:speed_test')}
          </Button>
        ) : null}
        {appDownload ? (
          <Button variant="secondary" onClick={() => appDownload.open()}>
            {t('common:app_download')}
          </Button>
        ) : null}
      </Side>
    </Page>
  );
}
