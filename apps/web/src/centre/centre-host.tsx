import { LoadingOverlay } from '@site/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCentrePopup } from '../shell/on-demand';
import { useCentreControl } from './centre-control';

/**
 * The centre's popup, menu and pages: their own chunk, loaded when a centre first opens (ADR 0157,
 * ADR 0202).
 */
const CentrePopup = lazy(() => loadCentrePopup().then((m) => ({ default: m.CentrePopup })));

/** Opens the member-centre or agent-centre popup; the loading overlay shows while its chunk arrives. */
export function CentreHost() {
  const { t } = useTranslation('common');
  const { current, close } = useCentreControl();
  if (!current) return null;
  return (
    <Suspense fallback={<LoadingOverlay open label={t('loading')} />}>
      <CentrePopup current={current} onClose={close} />
    </Suspense>
  );
}
