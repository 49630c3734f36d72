import { Button, EmptyState, Loader } from '@site/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';

/** Loading, failure (with retry) and empty states of a query; the content otherwise. */
export function QueryState({
  query,
  empty,
  emptyKey = 'empty',
  children,
}: {
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  emptyKey?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  if (query.isLoading) return <Loader label={t('loading')} />;
  if (query.isError)
    return (
      <EmptyState
        title={t('load_failed')}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  if (empty) return <EmptyState title={t(emptyKey)} />;
  return <>{children}</>;
}
