import { Button, PasswordField, TextField, useToast } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { mobileProblem } from '../rules/form-rules';
import { ErrorText, Form } from '../shared/parts';
import { useMoneySubmit } from '../shared/use-money-submit';
import { useWalletUpdateMobileMutation } from '../wallet-api';

/** Updates the bound mobile number (UPDATEMOBILEICC3), confirmed by the login password. */
export function MobileForm() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const toast = useToast();
  const [update] = useWalletUpdateMobileMutation();
  const { submit, pending, failure, changed } = useMoneySubmit();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState<{ mobile?: string; password?: string }>({});
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(mobileProblem(mobile) ? { mobile: mobileProblem(mobile) ?? '' } : {}),
      ...(password === '' ? { password: 'error_password' } : {}),
    };
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    const done = await submit(() => update({ mobileNo: mobile.trim(), password }).unwrap());
    if (done === undefined) return;
    toast.show({ tone: 'success', message: t('mobile_saved') });
    setMobile('');
    setPassword('');
  };
  return (
    <Form noValidate aria-label={t('update_mobile')} onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('new_mobile')}
        inputMode="tel"
        value={mobile}
        onValueChange={(value) => {
          setMobile(value.replace(/\D/g, ''));
          setShown({});
          changed();
        }}
        error={shown.mobile ? t(shown.mobile) : undefined}
      />
      <PasswordField
        label={t('login_password')}
        autoComplete="current-password"
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          setShown({});
          changed();
        }}
        error={shown.password ? t(shown.password) : undefined}
      />
      {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
      <Button type="submit" variant="primary" loading={pending}>
        {t('update_mobile')}
      </Button>
    </Form>
  );
}
