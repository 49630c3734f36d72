import { useFlag } from '@site/theme';
import { EmptyState, Tabs } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';
import { registerCentreTabs } from '../rules/page-gates';
import { Page, PageHead } from '../shared/parts';
import { AffiliateLinks } from './affiliate-links';
import { RegisterDownlineForm } from './register-downline-form';

/**
 * registerCenter (AGEREGDOWN3 or CREATEAFF3): register a downline, and create and manage
 * affiliate links with their QR codes. Each part shows under its own flag.
 */
export function RegisterCentrePage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const tabs = registerCentreTabs({
    register: useFlag('AGEREGDOWN3'),
    links: useFlag('CREATEAFF3'),
  });
  const items = tabs.map((id) =>
    id === 'register'
      ? { id, label: t('tab_register'), content: <RegisterDownlineForm /> }
      : { id, label: t('tab_links'), content: <AffiliateLinks /> },
  );
  return (
    <Page aria-labelledby="agent-register-centre-title" data-testid="agent-register-centre">
      <PageHead>
        <h2 id="agent-register-centre-title">{t('page_registerCenter')}</h2>
      </PageHead>
      {items.length === 0 ? (
        <EmptyState title={t('register_unavailable')} />
      ) : (
        <Tabs
          items={items}
          defaultValue={items[0]?.id ?? 'register'}
          aria-label={t('page_registerCenter')}
        />
      )}
    </Page>
  );
}
