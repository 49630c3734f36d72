import { Dialog, useToast } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import type { PromoItem } from '../rules/promotion-rules';
import { ApplyRewardForm } from './apply-reward-form';

export interface ApplyRewardDialogProps {
  promotion: Pick<PromoItem, 'id' | 'title' | 'remarkRequired' | 'imageRequired'>;
  onClose: () => void;
}

/** The apply-for-reward dialog; success tells the user and the promotion shows as pending. */
export function ApplyRewardDialog({ promotion, onClose }: ApplyRewardDialogProps) {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const toast = useToast();
  return (
    <Dialog open title={t('reward_title', { title: promotion.title })} onClose={onClose}>
      <ApplyRewardForm
        promotion={promotion}
        onCancel={onClose}
        onDone={() => {
          toast.show({ tone: 'success', message: t('reward_success') });
          onClose();
        }}
      />
    </Dialog>
  );
}
