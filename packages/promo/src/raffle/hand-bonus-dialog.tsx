import { useSiteDispatch, useSiteSelector } from '@site/api-core';
import { Button, Dialog } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { promoUiActions, selectBonus } from '../shared/promo-ui-slice';

/** The hand-bonus congratulation modal a MANUAL_PROMO event opens (REWCEN3). */
export function HandBonusDialog() {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const bonus = useSiteSelector(selectBonus);
  const dispatch = useSiteDispatch();
  if (bonus === null) return null;
  const close = () => dispatch(promoUiActions.bonusClosed());
  return (
    <Dialog
      open
      title={t('hand_bonus_title')}
      onClose={close}
      footer={<Button onClick={close}>{t('promotion_agree')}</Button>}
    >
      <p>{bonus || t('hand_bonus_body')}</p>
    </Dialog>
  );
}
