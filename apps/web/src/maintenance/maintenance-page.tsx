import { useSiteTheme, vars } from '@site/theme';
import { Button, Loader } from '@site/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useCustomerService } from '../customer-service/use-customer-service';
import { fetchPermissionStatus } from '../session/session';
import { useShellServices } from '../shell/shell-context';
import {
  fill,
  MAINTENANCE_TEXTS,
  maintenanceLanguage,
  maintenanceView,
  type MaintenanceView,
} from './maintenance-texts';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${vars.space.xl};
  background: ${vars.gradient.hero};
  color: ${vars.color.text};
`;

const Card = styled.section`
  max-width: 560px;
  padding: ${vars.space.xxl};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};
  text-align: center;
  img {
    height: 48px;
    margin-bottom: ${vars.space.lg};
  }
  h1 {
    margin: 0 0 ${vars.space.md};
    font-family: ${vars.font.familyHeading};
  }
`;

/**
 * The maintenance page: system maintenance when the permission setting says so; otherwise the
 * access-denied text with the visitor's IP when the region is restricted; with neither, home.
 * The status is read again whenever the tab becomes visible.
 */
export function MaintenancePage() {
  const services = useShellServices();
  const navigate = useNavigate();
  const { assets } = useSiteTheme();
  const customerService = useCustomerService();
  const [view, setView] = useState<MaintenanceView | null>(null);
  const language = maintenanceLanguage(services.storage.getLocal('hisLang'));
  const texts = MAINTENANCE_TEXTS[language];

  const refresh = useCallback(async () => {
    const status = await fetchPermissionStatus(services, location.host);
    if (!status) return;
    const next = maintenanceView(status);
    if (next.kind === 'leave') void navigate('/', { replace: true });
    else setView(next);
  }, [services, navigate]);

  useEffect(() => {
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <Page lang={language}>
      <Card aria-labelledby="maintenance-title" data-testid="maintenance-page">
        <img src={assets.logo} alt={assets.logoAlt} />
        {view === null ? (
          <Loader size="lg" />
        ) : view.kind === 'maintenance' ? (
          <>
            <h1 id="maintenance-title">{texts.maintenanceTitle}</h1>
            <p>{texts.maintenanceBody}</p>
            {view.end ? (
              <p data-testid="maintenance-end">{fill(texts.until, { end: view.end })}</p>
            ) : null}
          </>
        ) : view.kind === 'denied' ? (
          <>
            <h1 id="maintenance-title">{texts.deniedTitle}</h1>
            <p data-testid="visitor-ip">{fill(texts.deniedBody, { ip: view.ip })}</p>
          </>
        ) : null}
        <Button
          onClick={() => customerService.open()}
          disabled={customerService.entries.length === 0}
        >
          {texts.contact}
        </Button>
      </Card>
    </Page>
  );
}
