import { useLink } from '@site/feature-api';
import { useFlag } from '@site/theme';
import { Button, Loader } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/wallet-i18n';
import { walletLinks } from '../links';
import { Card, Muted, Page, Row, SectionTitle } from '../shared/parts';
import { useWalletSecurityConfigQuery, useWalletSecurityInfoQuery } from '../wallet-api';
import { MobileForm } from './mobile-form';
import { PaymentPasswordForm } from './payment-password-form';
import { ProfileSummary } from './profile-summary';

const METHODS = ['email', 'googleAuth', 'mobile', 'payeeName'] as const;
const isOn = (value: unknown) => value === true || value === 'Y';

/**
 * securityCenter: the avatar and VIP progress, the login password (auth's change-password dialog
 * through a link the shell binds), the payment password, the verification methods of
 * `/wps/v2/member/securityConfig`, and the mobile number with UPDATEMOBILEICC3.
 */
export function SecurityCenter() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const changePassword = useLink(walletLinks.changePassword);
  const mobileUpdate = useFlag('UPDATEMOBILEICC3');
  const info = useWalletSecurityInfoQuery();
  const config = useWalletSecurityConfigQuery();
  const isSet = info.data?.paymentPasswordSet === true;
  return (
    <Page aria-labelledby="wallet-security-title" data-testid="wallet-security">
      <SectionTitle id="wallet-security-title">{t('page_securityCenter')}</SectionTitle>
      <ProfileSummary />
      <Card>
        <Row>
          <strong>{t('login_password')}</strong>
          <Button variant="secondary" size="sm" onClick={() => changePassword?.open()}>
            {t('change_login_password')}
          </Button>
        </Row>
      </Card>
      <Card aria-label={t('payment_password')}>
        <Row>
          <strong>{t('payment_password')}</strong>
          <Muted data-testid="payment-password-status">
            {info.isLoading ? t('loading') : isSet ? t('status_set') : t('status_not_set')}
          </Muted>
        </Row>
        {info.isLoading ? <Loader /> : <PaymentPasswordForm isSet={isSet} />}
      </Card>
      {config.data ? (
        <Card>
          <strong>{t('verification_methods')}</strong>
          {METHODS.map((method) => (
            <Row key={method}>
              <span>{t(`method_${method}`)}</span>
              <Muted>{isOn(config.data?.[method]) ? t('enabled') : t('disabled')}</Muted>
            </Row>
          ))}
        </Card>
      ) : null}
      <Card>
        <Row>
          <strong>{t('mobile')}</strong>
          <Muted data-testid="mobile-current">{info.data?.mobile ?? t('mobile_none')}</Muted>
        </Row>
        {mobileUpdate ? <MobileForm /> : null}
      </Card>
    </Page>
  );
}
