import { useSiteSelector } from '@site/api-core';
import { Button, EmptyState } from '@site/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSignIn } from '../access/use-sign-in';
import { centreRefusal } from './centre-gating';
import { CentreView } from './centre-view';

/** `/member`: the member centre as its own route. Visitors are sent to sign in; trial accounts are refused. */
export function MemberCentreRoute() {
  const { t } = useTranslation(['shell', 'errors', 'common']);
  const [params] = useSearchParams();
  const signedIn = useSiteSelector((s) => s.site.loggedIn);
  const isAgent = useSiteSelector((s) => s.site.isAgent);
  const signIn = useSignIn();
  const refusal = centreRefusal('member', { signedIn, isAgent: signedIn ? isAgent : null });
  useEffect(() => {
    if (refusal === 'signInRequired') signIn({ next: '/member' });
  }, [refusal, signIn]);
  if (refusal === 'signInRequired') {
    return (
      <EmptyState
        title={t('in_sorry_in', { ns: 'errors' })}
        action={
          <Button onClick={() => signIn({ next: '/member' })}>
            {t('login', { ns: 'common' })}
          </Button>
        }
      />
    );
  }
  if (refusal) return <EmptyState title={t('in_please_account', { ns: 'errors' })} />;
  const page = params.get('page');
  return (
    <section aria-labelledby="member-centre-title">
      <h1 id="member-centre-title">{t('member_centre')}</h1>
      <CentreView
        kind="member"
        {...(page ? { requested: page } : {})}
        titleId="member-centre-title"
      />
    </section>
  );
}
