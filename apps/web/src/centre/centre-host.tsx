import { Dialog, Loader } from '@site/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCentreView } from '../shell/on-demand';
import { useCentreControl } from './centre-control';

/** The centre's menu and pages: their own chunk, loaded when a centre first opens (ADR 0157). */
const CentreView = lazy(() => loadCentreView().then((m) => ({ default: m.CentreView })));

/** The member-centre popup (when the template says popup) and the agent-centre popup. */
export function CentreHost() {
  const { t } = useTranslation('shell');
  const { current, close } = useCentreControl();
  if (!current) return null;
  const title = current.kind === 'member' ? t('member_centre') : t('agent_centre');
  return (
    <Dialog open title={title} onClose={close} width="min(1080px, 96vw)">
      <Suspense fallback={<Loader />}>
        <CentreView
          kind={current.kind}
          {...(current.page ? { requested: current.page } : {})}
          titleId="centre-title"
        />
      </Suspense>
    </Dialog>
  );
}
