import { Dialog } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { useCentreControl } from './centre-control';
import { CentreView } from './centre-view';

/** The member-centre popup (when the template says popup) and the agent-centre popup. */
export function CentreHost() {
  const { t } = useTranslation('shell');
  const { current, close } = useCentreControl();
  if (!current) return null;
  const title = current.kind === 'member' ? t('member_centre') : t('agent_centre');
  return (
    <Dialog open title={title} onClose={close} width="min(1080px, 96vw)">
      <CentreView
        kind={current.kind}
        {...(current.page ? { requested: current.page } : {})}
        titleId="centre-title"
      />
    </Dialog>
  );
}
