import { Button, Checkbox } from '@site/ui';
import { useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../shared/form-parts';
import { useMerchantBehaviour } from '../shared/merchant-behaviour';

/**
 * The agreement before the registration form (section 5): its box starts ticked; continuing with
 * it unticked says so by the box, in the merchant's wording (`agreementMessageKey`), and only a
 * ticked box calls `onAccept`. A hook that gives the form's element rather than a component, so
 * the registration form replaces it in place, as the form did when the step was inline (React
 * keeps the form and button elements, and with them the focus).
 */
export function useRegisterAgreement(onAccept: () => void): JSX.Element {
  const { t } = useTranslation(['auth', 'errors']);
  const { agreementMessageKey } = useMerchantBehaviour();
  const [agreed, setAgreed] = useState(true);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <FormStack
      onSubmit={(event) => {
        event.preventDefault();
        if (!agreed) return setError(t(`errors:${agreementMessageKey}`));
        setError(undefined);
        onAccept();
      }}
      aria-label={t('auth:agreement_title')}
    >
      <p>{t('auth:agreement_text')}</p>
      <Checkbox
        label={t('auth:agreement_accept')}
        checked={agreed}
        onCheckedChange={setAgreed}
        error={error}
      />
      <Button type="submit" fullWidth>
        {t('auth:agreement_continue')}
      </Button>
    </FormStack>
  );
}
