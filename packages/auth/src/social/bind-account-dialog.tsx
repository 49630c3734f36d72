import { useSiteDispatch } from '@site/api-core';
import { useDialogs, type DialogProps } from '@site/feature-api';
import { useFlag } from '@site/theme';
import { Button, Dialog, Loader } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_DIALOGS } from '../constants';
import { landingAfterLogin } from '../rules/navigation-rules';
import { pendingBinding } from '../session/pending';
import { FormMessage, LinkRow } from '../shared/form-parts';
import { useMerchantBehaviour } from '../shared/merchant-behaviour';
import { autoRegister } from './auto-register';
import { referralCodesOf } from './referral-codes';

export interface BindAccountParams {
  next?: string | null;
}

/**
 * `bind_customer_required` (section 4): automatic registration when FIREBASECREATEACC3 is on and
 * SSOMANUALREG3 off; otherwise "existing account" (reopens the login popup) or "register new"
 * (the register modal when manual registration applies).
 */
export function BindAccountDialog({ params, onClose }: DialogProps<BindAccountParams | undefined>) {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useSiteDispatch();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const createAccount = useFlag('FIREBASECREATEACC3');
  const manualRegistration = useFlag('SSOMANUALREG3');
  const binding = pendingBinding.get();
  const automatic = createAccount && !manualRegistration;
  const { registrationMethod } = useMerchantBehaviour();
  const [state, setState] = useState<
    { kind: 'idle' | 'registering' } | { kind: 'failed'; text: string }
  >({ kind: automatic ? 'registering' : 'idle' });
  const started = useRef(false);

  const register = async () => {
    if (!binding) return;
    setState({ kind: 'registering' });
    const outcome = await dispatch(
      autoRegister(binding, { ...referralCodesOf(search), method: registrationMethod }),
    );
    if (outcome.kind === 'signed-in' || outcome.kind === 'change-password') {
      onClose();
      if (outcome.kind === 'signed-in')
        void navigate(landingAfterLogin(params?.next, window.location.origin));
      return;
    }
    setState({
      kind: 'failed',
      text:
        outcome.kind === 'failed'
          ? (outcome.error.message ?? t('errors:unknown_error'))
          : t('errors:unknown_error'),
    });
  };

  useEffect(() => {
    if (automatic && !started.current) {
      started.current = true;
      void register();
    }
  });

  const existing = () => {
    pendingBinding.clear();
    onClose();
    dialogs.open(AUTH_DIALOGS.login, { next: params?.next ?? null });
  };
  const registerNew = () => {
    if (manualRegistration) {
      onClose();
      dialogs.open(AUTH_DIALOGS.register, { next: params?.next ?? null });
    } else void register();
  };

  return (
    <Dialog open onClose={onClose} title={t('auth:bind_title')} width="440px">
      {state.kind === 'registering' ? (
        <Loader showLabel />
      ) : (
        <>
          <p>{t('auth:bind_message', { channel: binding?.channel ?? '' })}</p>
          <FormMessage role="alert">{state.kind === 'failed' ? state.text : null}</FormMessage>
          <LinkRow>
            <Button variant="secondary" onClick={existing}>
              {t('auth:bind_existing')}
            </Button>
            {createAccount || manualRegistration ? (
              <Button onClick={registerNew}>{t('auth:bind_register')}</Button>
            ) : null}
          </LinkRow>
        </>
      )}
    </Dialog>
  );
}
