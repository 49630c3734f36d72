import { Button } from '@site/ui';
import { useTranslation } from 'react-i18next';
import type { SmsCountdown } from './use-sms-countdown';

export interface SmsCodeButtonProps {
  countdown: SmsCountdown;
  /** Requests a code; the caller starts or fails the countdown with the answer. */
  onRequest: () => void;
  /** A request is in flight. */
  pending?: boolean;
  disabled?: boolean;
}

/** "Get code", then "resend in N s" while counting; unusable while counting or sending. */
export function SmsCodeButton({
  countdown,
  onRequest,
  pending = false,
  disabled = false,
}: SmsCodeButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={onRequest}
      loading={pending}
      disabled={disabled || countdown.counting}
      aria-live="polite"
    >
      {countdown.counting ? t('resend_in', { seconds: countdown.seconds }) : t('get_code')}
    </Button>
  );
}
