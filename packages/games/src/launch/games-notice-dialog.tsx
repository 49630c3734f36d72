import type { DialogProps } from '@site/feature-api';
import { Button, Dialog } from '@site/ui';
import { useTranslation } from 'react-i18next';

/** What the games notice shows: a spec message key (errors namespace) or a games text. */
export interface GamesNotice {
  /** A key of the shared `errors` namespace (`in_stay_tuned`, `popup_blocked`, ...). */
  errorKey?: string;
  /** A key of the `games` namespace. */
  messageKey?: string;
  /** A platform message (shown as text, never as HTML). */
  text?: string;
  titleKey?: string;
  /** A maintenance window. */
  start?: string;
  end?: string;
}

/**
 * The games feature's own notices (one dialog per outcome): `in_stay_tuned`, `popup_blocked`,
 * the recommended-maintenance notice of a launch with resType 1 (message and times), and a game
 * address the URL guard refused.
 */
export function GamesNoticeDialog({ params, onClose }: DialogProps<GamesNotice | undefined>) {
  const { t } = useTranslation(['games', 'errors']);
  const notice = params ?? {};
  const message =
    notice.text ||
    (notice.errorKey
      ? t(notice.errorKey, { ns: 'errors' })
      : t(notice.messageKey ?? 'game_unavailable', { ns: 'games' }));
  const hasWindow = notice.start !== undefined || notice.end !== undefined;
  return (
    <Dialog
      open
      role="alertdialog"
      title={t(notice.titleKey ?? 'notice_title', { ns: 'games' })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('ok', { ns: 'games' })}</Button>}
    >
      <p>{message}</p>
      {hasWindow ? (
        <p data-testid="games-maintenance-times">
          {t('maintenance_window', {
            ns: 'games',
            start: notice.start ?? '-',
            end: notice.end ?? '-',
          })}
        </p>
      ) : null}
    </Dialog>
  );
}
