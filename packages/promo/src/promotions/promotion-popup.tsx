import { vars } from '@site/theme';
import { Button, Dialog, guardUrl } from '@site/ui';
import { SafeHtml } from '@site/ui/safe-html';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import type { PromoItem } from '../rules/promotion-rules';

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 320px;
  object-fit: cover;
  border-radius: ${vars.radius.md};
  margin-bottom: ${vars.space.md};
`;

export interface PromotionPopupProps {
  promotion: PromoItem | null;
  /** Shown when allowed (the redirect leads somewhere). */
  canGoTo: boolean;
  onGoTo: () => void;
  onClose: () => void;
}

/** The promotion popup: title, rich content, the go-to button when allowed, and "I agree". */
export function PromotionPopup({ promotion, canGoTo, onGoTo, onClose }: PromotionPopupProps) {
  const { t } = useTranslation(PROMO_NAMESPACE);
  if (!promotion) return null;
  return (
    <Dialog
      open
      title={promotion.title}
      onClose={onClose}
      footer={
        <>
          {canGoTo ? (
            <Button variant="secondary" onClick={onGoTo}>
              {t('promotion_go')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('promotion_agree')}</Button>
        </>
      }
    >
      <div data-testid="promotion-popup">
        {promotion.image ? (
          <Picture src={guardUrl(promotion.image) ?? undefined} alt="" width={660} height={330} />
        ) : null}
        <SafeHtml html={promotion.content} />
      </div>
    </Dialog>
  );
}
