import { Button, PasswordField, useToast } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { paymentPasswordProblem } from '../rules/form-rules';
import { ErrorText, Form } from '../shared/parts';
import { useMoneySubmit } from '../shared/use-money-submit';
import { useWalletSetPaymentPasswordMutation } from '../wallet-api';

/** Sets the payment password the first time, or changes it with the current one (encrypted). */
export function PaymentPasswordForm({ isSet, onDone }: { isSet: boolean; onDone?: () => void }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const toast = useToast();
  const [save] = useWalletSetPaymentPasswordMutation();
  const { submit, pending, failure, changed } = useMoneySubmit();
  const [values, setValues] = useState({ old: '', next: '', confirm: '' });
  const [shown, setShown] = useState<{ old?: string; next?: string }>({});
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setShown({});
    changed();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(isSet && values.old === '' ? { old: 'payment_password_required' } : {}),
      ...(paymentPasswordProblem(values.next, values.confirm)
        ? { next: paymentPasswordProblem(values.next, values.confirm) ?? '' }
        : {}),
    };
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    const done = await submit(() =>
      save({ ...(isSet ? { oldPassword: values.old } : {}), newPassword: values.next }).unwrap(),
    );
    if (done === undefined) return;
    toast.show({ tone: 'success', message: t('payment_password_saved') });
    setValues({ old: '', next: '', confirm: '' });
    onDone?.();
  };
  return (
    <Form
      noValidate
      aria-label={isSet ? t('change_payment_password') : t('set_payment_password')}
      onSubmit={(event) => void onSubmit(event)}
    >
      {isSet ? (
        <PasswordField
          label={t('old_payment_password')}
          autoComplete="off"
          inputMode="numeric"
          value={values.old}
          onValueChange={set('old')}
          error={shown.old ? t(shown.old) : undefined}
        />
      ) : null}
      <PasswordField
        label={t('new_payment_password')}
        autoComplete="off"
        inputMode="numeric"
        value={values.next}
        onValueChange={set('next')}
        error={shown.next ? t(shown.next) : undefined}
      />
      <PasswordField
        label={t('confirm_payment_password')}
        autoComplete="off"
        inputMode="numeric"
        value={values.confirm}
        onValueChange={set('confirm')}
      />
      {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
      <Button type="submit" variant="primary" loading={pending}>
        {isSet ? t('change_payment_password') : t('set_payment_password')}
      </Button>
    </Form>
  );
}
