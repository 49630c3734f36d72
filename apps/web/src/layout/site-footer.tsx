import { selectResources, useSiteSelector } from '@site/api-core';
import { useSiteTheme, vars } from '@site/theme';
import { focusRing } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { speedTestResource } from '../speed-test/speed-test-resource';

const Footer = styled.footer`
  margin-top: ${vars.space.xxl};
  padding: ${vars.space.xl};
  background: ${vars.color.footerBackground};
  color: ${vars.color.footerText};
  font-size: ${vars.font.sizeSm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.lg};
  align-items: center;
  justify-content: space-between;
  max-width: ${vars.size.contentMax};
  margin: 0 auto;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: inherit;
    border-radius: ${vars.radius.sm};
    ${focusRing}
  }
`;

const Age = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  margin: 0;
`;

const AgeMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 2px solid currentColor;
  border-radius: 50%;
  font-weight: ${vars.font.weightBold};
`;

/** Contact resources shown as text (QQ, WeChat, Zalo). */
const CONTACT_TYPES = ['QQ', 'WECHAT', 'ZALO'];

/** The age notice (18+), app download, help, speed test and the merchant's contact resources. */
export function SiteFooter() {
  const { t } = useTranslation(['shell', 'common']);
  const { siteName } = useSiteTheme();
  const resources = useSiteSelector(selectResources);
  const speedTest = speedTestResource(resources);
  const contacts = resources.filter(
    (resource) => CONTACT_TYPES.includes(resource.resourceType) && resource.url,
  );
  return (
    <Footer>
      <Row>
        <Age>
          <AgeMark aria-hidden="true">18+</AgeMark>
          <span data-testid="age-notice">{t('age_notice', { ns: 'common' })}</span>
        </Age>
        <nav aria-label={t('footer_navigation')}>
          <Links>
            <li>
              <Link to="/download">{t('app_download', { ns: 'common' })}</Link>
            </li>
            <li>
              <Link to="/help">{t('help_centre')}</Link>
            </li>
            {speedTest ? (
              <li>
                <Link to="/speedtest">{t('speed_test', { ns: 'common' })}</Link>
              </li>
            ) : null}
          </Links>
        </nav>
        {contacts.length > 0 ? (
          <Links aria-label={t('contact_resources')}>
            {contacts.map((resource) => (
              <li key={resource.resourceType}>
                {resource.resourceType}: {resource.url}
              </li>
            ))}
          </Links>
        ) : null}
      </Row>
      <Row>
        <p>{t('copyright', { site: siteName, year: new Date().getFullYear() })}</p>
      </Row>
    </Footer>
  );
}
