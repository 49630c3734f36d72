import { selectMemberInfo, useSiteSelector } from '@site/api-core';
import { vars } from '@site/theme';
import { Button, TextField, useToast } from '@site/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  max-width: 560px;

  h2 {
    margin: 0;
    font-size: ${vars.font.sizeXl};
  }
`;

/** The invite link of a member: the registration page with the member's referral code. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

/** referral: invite friends (players with the REFERRAL promotion enabled, never agents). */
export function ReferralPage() {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const member = useSiteSelector(selectMemberInfo);
  const toast = useToast();
  const code = member ? String(member.id) : '';
  const link = code ? referralLink(window.location.origin, code) : '';
  return (
    <Page>
      <h2>{t('referral_title')}</h2>
      <p>{t('friend_overview_body')}</p>
      <TextField label={t('referral_link')} value={link} readOnly />
      <Button
        disabled={!link}
        onClick={() => {
          void navigator.clipboard
            ?.writeText(link)
            .then(() => toast.show({ tone: 'success', message: t('referral_copied') }));
        }}
      >
        {t('referral_copy')}
      </Button>
    </Page>
  );
}

export { ReferralPage as Component };
