import { Dialog, Loader } from '@site/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenCentre } from './centre-control';
import { CentreView } from './centre-view';

export interface CentrePopupProps {
  current: OpenCentre;
  onClose: () => void;
}

/**
 * The member-centre popup (when the template says popup) and the agent-centre popup. It is the
 * on-demand chunk of the centre (ADR 0202), with the dialog frame: a visitor who never opens a
 * centre does not download the modal code.
 */
export function CentrePopup({ current, onClose }: CentrePopupProps) {
  const { t } = useTranslation('shell');
  const title = current.kind === 'member' ? t('member_centre') : t('agent_centre');
  return (
    <Dialog open title={title} onClose={onClose} width="min(1080px, 96vw)">
      {/* The pages and their availability probes suspend inside the dialog, never past it: the
          popup stays mounted while they load (ADR 0157). */}
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
