import { Button, EmptyState } from '@site/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** An honest not-found page: says the address does not exist here and offers the way home. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    document.querySelector<HTMLElement>('#main')?.focus();
  }, [pathname]);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('not_found_title')}</h1>
      <EmptyState
        icon={null}
        title={t('not_found_body', { path: pathname })}
        action={<Button onClick={() => void navigate('/')}>{t('back_home')}</Button>}
      />
    </section>
  );
}
