import { useAccessGuard } from '@site/feature-api';
import { Button, Dialog } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';

/** The friend overview visitors see for "invite friends" (the referral overlay before login). */
export function FriendOverviewDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const guard = useAccessGuard();
  return (
    <Dialog
      open
      title={t('friend_overview_title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              guard.require('signedIn');
            }}
          >
            {t('sign_in_to_invite')}
          </Button>
        </>
      }
    >
      <p>{t('friend_overview_body')}</p>
      <ol>
        <li>{t('friend_overview_step1')}</li>
        <li>{t('friend_overview_step2')}</li>
        <li>{t('friend_overview_step3')}</li>
      </ol>
    </Dialog>
  );
}
