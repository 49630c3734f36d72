import type { AccessDenial } from '@site/feature-api';
import { Button, EmptyState } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSignIn } from './use-sign-in';

/** What a guarded page shows instead of itself: sign in first, or a real account is needed. */
export function AccessRefused({ denial }: { denial: AccessDenial }) {
  const { t } = useTranslation(['errors', 'common']);
  const signIn = useSignIn();
  const location = useLocation();
  if (denial === 'realAccountRequired') {
    return <EmptyState title={t('in_need_true_account')} />;
  }
  return (
    <EmptyState
      title={t('in_sorry_in')}
      action={
        <Button onClick={() => signIn({ next: location.pathname + location.search })}>
          {t('login', { ns: 'common' })}
        </Button>
      }
    />
  );
}
