import { useDialogs } from '@site/feature-api';
import { Button, ConfirmDialog, Dialog } from '@site/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignIn } from '../access/use-sign-in';
import { useCentreControl } from '../centre/centre-control';
import { useCustomerService } from '../customer-service/use-customer-service';
import { useShell } from '../shell/shell-context';
import type { ShellNotice } from '../shell/outcome-bus';

/** Notices that open a dialog (the others open a feature dialog or nothing). */
type ShownNotice = Exclude<
  ShellNotice,
  { type: 'silent' } | { type: 'log' } | { type: 'second-factor' } | { type: 'bind-customer' }
>;

const noticeKey = (notice: ShownNotice) => JSON.stringify(notice);

export interface NoticeHostProps {
  /** Runs the domain check again; resolves whether a domain answered. */
  retryDomainCheck: () => Promise<boolean>;
}

/**
 * Renders the outcomes of api-core's error policy and the shell's own notices, one at a time
 * (identical notices raised together show once): warning, login expired, vendor maintenance with
 * its times, insufficient balance, domain check failed, the retry message and the
 * recommended-maintenance notice.
 */
export function NoticeHost({ retryDomainCheck }: NoticeHostProps) {
  const { services, dialogRefs } = useShell();
  const dialogs = useDialogs();
  const [queue, setQueue] = useState<ShownNotice[]>([]);
  useEffect(
    () =>
      services.notices.subscribe((notice) => {
        if (notice.type === 'silent' || notice.type === 'log') return;
        if (notice.type === 'second-factor') {
          dialogs.open(dialogRefs.secondFactor);
          return;
        }
        if (notice.type === 'bind-customer') {
          dialogs.open(dialogRefs.bindAccount);
          return;
        }
        setQueue((list) =>
          list.some((shown) => noticeKey(shown) === noticeKey(notice)) ? list : [...list, notice],
        );
      }),
    [services.notices, dialogs, dialogRefs],
  );
  const current = queue[0];
  if (!current) return null;
  const done = () => setQueue((list) => list.slice(1));
  return (
    <NoticeDialog
      key={noticeKey(current)}
      notice={current}
      onDone={done}
      retryDomainCheck={retryDomainCheck}
    />
  );
}

function NoticeDialog({
  notice,
  onDone,
  retryDomainCheck,
}: { notice: ShownNotice; onDone: () => void } & NoticeHostProps) {
  const { t } = useTranslation(['shell', 'errors', 'common']);
  const { services } = useShell();
  const navigate = useNavigate();
  const centre = useCentreControl();
  const signIn = useSignIn();
  const customerService = useCustomerService();
  const [retrying, setRetrying] = useState(false);
  const [retryFailed, setRetryFailed] = useState(false);

  switch (notice.type) {
    case 'warning': {
      const loggingOut = notice.onConfirm !== 'none';
      const text = notice.text || t(notice.messageKey ?? 'unknown_error', { ns: 'errors' });
      return (
        <ConfirmDialog
          open
          title={loggingOut ? t('login_expired_title') : t('notice_title')}
          message={loggingOut && !notice.text ? t('login_expired', { ns: 'common' }) : text}
          hideCancel
          confirmLabel={t('ok', { ns: 'common' })}
          onClose={onDone}
          onConfirm={() => {
            // The session already ended when the platform answered (shell-services); the dialog
            // only informs. 401 goes home; the four logout codes follow the logout rule (/agent
            // for the agent source).
            if (!loggingOut) return;
            const agent =
              notice.onConfirm === 'logout' && services.storage.getLocal('source') === 'agent';
            void navigate(agent ? '/agent' : '/');
          }}
        />
      );
    }
    case 'vendor-maintenance':
      return (
        <ConfirmDialog
          open
          title={t('maintenance_notice_title')}
          message={
            <>
              <p>
                {notice.text ||
                  t('vendor_under_maintenance', {
                    ns: 'errors',
                    start: notice.start ?? '-',
                    end: notice.end ?? '-',
                  })}
              </p>
              <p data-testid="maintenance-times">
                {t('maintenance_window', { start: notice.start ?? '-', end: notice.end ?? '-' })}
              </p>
            </>
          }
          hideCancel
          confirmLabel={t('ok', { ns: 'common' })}
          onClose={onDone}
          onConfirm={() => undefined}
        />
      );
    case 'recommended-maintenance':
      return (
        <ConfirmDialog
          open
          title={t('recommended_maintenance_title')}
          message={
            <>
              <p>{notice.text || t('game_maintenance', { ns: 'errors' })}</p>
              <p data-testid="maintenance-times">
                {t('maintenance_window', {
                  start: notice.maintainTime ?? '-',
                  end: notice.endTime ?? '-',
                })}
              </p>
            </>
          }
          hideCancel
          confirmLabel={t('ok', { ns: 'common' })}
          onClose={onDone}
          onConfirm={() => undefined}
        />
      );
    case 'insufficient-balance':
      return (
        <ConfirmDialog
          open
          title={t('insufficient_balance', { ns: 'common' })}
          message={notice.text || t('launch_game_balance_not_enough', { ns: 'errors' })}
          cancelLabel={t('cancel', { ns: 'common' })}
          confirmLabel={t('deposit', { ns: 'common' })}
          onClose={onDone}
          onConfirm={() => centre.open('member', 'depositv2')}
        />
      );
    case 'domain-check':
    case 'domain-check-failed':
      return (
        <Dialog
          open
          role="alertdialog"
          title={t('domain_check_title')}
          onClose={onDone}
          closeOnBackdropClick={false}
          footer={
            <>
              <Button variant="secondary" onClick={() => customerService.open()}>
                {t('customer_service', { ns: 'common' })}
              </Button>
              <Button
                loading={retrying}
                onClick={() => {
                  setRetrying(true);
                  setRetryFailed(false);
                  void retryDomainCheck().then((ok) => {
                    setRetrying(false);
                    if (ok) onDone();
                    else setRetryFailed(true);
                  });
                }}
              >
                {t('retry', { ns: 'common' })}
              </Button>
            </>
          }
        >
          <p>{t('domain_check_failed', { ns: 'errors' })}</p>
          {retryFailed ? <p role="status">{t('domain_check_still_failing')}</p> : null}
        </Dialog>
      );
    case 'retry':
    case 'message':
      return (
        <ConfirmDialog
          open
          title={t('notice_title')}
          message={t(notice.messageKey, { ns: 'errors' })}
          hideCancel={notice.type === 'retry' || notice.action !== 'sign-in'}
          cancelLabel={t('close', { ns: 'common' })}
          confirmLabel={
            notice.type === 'message' && notice.action === 'sign-in'
              ? t('login', { ns: 'common' })
              : t('ok', { ns: 'common' })
          }
          onClose={onDone}
          onConfirm={() => {
            if (notice.type === 'message' && notice.action === 'sign-in') signIn();
          }}
        />
      );
  }
}
