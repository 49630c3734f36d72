import type { DialogProps } from '@site/feature-api';
import { Button, Dialog } from '@site/ui';
import { useTranslation } from 'react-i18next';

/** What the games notice shows: a spec message key (errors namespace) or a games text. */
export interface GamesNotice {
  /** `balance`: cancel or deposit (the deposit link the shell binds). */
  kind?: 'balance' | 'maintenance' | 'message';
  /**
   * Follows the deposit link (`games.deposit`, bound by the shell to the member centre's deposit
   * page). Resolved by the opener: the shell mounts dialogs outside its link resolver.
   */
  onDeposit?: () => void;
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
  const times = { start: notice.start ?? '-', end: notice.end ?? '-' };
  const message =
    notice.text ||
    (notice.errorKey
      ? t(notice.errorKey, { ns: 'errors', ...times })
      : t(notice.messageKey ?? 'game_unavailable', { ns: 'games' }));
  const title =
    notice.titleKey ??
    (notice.kind === 'balance'
      ? 'insufficient_balance_title'
      : notice.kind === 'maintenance'
        ? 'maintenance_title'
        : 'notice_title');
  const footer =
    notice.kind === 'balance' ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel', { ns: 'games' })}
        </Button>
        {notice.onDeposit ? (
          <Button
            onClick={() => {
              onClose();
              notice.onDeposit?.();
            }}
          >
            {t('deposit', { ns: 'games' })}
          </Button>
        ) : null}
      </>
    ) : (
      <Button onClick={onClose}>{t('ok', { ns: 'games' })}</Button>
    );
  const hasWindow = notice.start !== undefined || notice.end !== undefined;
  return (
    <Dialog
      open
      role="alertdialog"
      title={t(title, { ns: 'games' })}
      onClose={onClose}
      footer={footer}
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
