import { selectMemberInfo, selectSite, useSiteSelector } from '@site/api-core';
import { vars } from '@site/theme';
import { Button, Dialog, guardUrl } from '@site/ui';
import { SafeHtml } from '@site/ui/safe-html';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ANNOUNCEMENT_TYPES, GROUP_NAMES } from '../constants';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { usePromoAnnouncementsQuery } from '../promo-api';
import { promoItemsOf, publicityToShow, type PromoItem } from '../rules/promotion-rules';
import { useSiteStorage } from '../shared/use-site-storage';
import { useViewer } from '../shared/use-viewer';

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 280px;
  object-fit: cover;
  border-radius: ${vars.radius.md};
  margin-bottom: ${vars.space.md};
`;

const Paging = styled.p`
  margin: 0;
  margin-inline-end: auto;
  align-self: center;
  color: ${vars.color.textMuted};
`;

export interface PublicityDialogProps {
  items: readonly PromoItem[];
  onClose: () => void;
}

/** The publicity pop-up with paging; "I agree" (or closing) ends it. */
export function PublicityDialog({ items, onClose }: PublicityDialogProps) {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const [index, setIndex] = useState(0);
  const current = items[Math.min(index, items.length - 1)];
  if (!current) return null;
  return (
    <Dialog
      open
      title={current.title}
      onClose={onClose}
      footer={
        <>
          {items.length > 1 ? (
            <>
              <Paging aria-live="polite">
                {t('page_of', { page: index + 1, total: items.length })}
              </Paging>
              <Button
                variant="secondary"
                disabled={index === 0}
                onClick={() => setIndex(index - 1)}
              >
                {t('previous_page')}
              </Button>
              <Button
                variant="secondary"
                disabled={index === items.length - 1}
                onClick={() => setIndex(index + 1)}
              >
                {t('next_page')}
              </Button>
            </>
          ) : null}
          <Button onClick={onClose}>{t('promotion_agree')}</Button>
        </>
      }
    >
      <div data-testid="publicity-popup">
        {current.image ? (
          <Picture src={guardUrl(current.image) ?? undefined} alt="" width={660} height={280} />
        ) : null}
        <SafeHtml html={current.content} />
      </div>
    </Dialog>
  );
}

/**
 * The first login (ADR 0098): the sign-in said so (`firstTimeLogin` in the login answer, kept as
 * `site.firstLogin`), or the member has no `lastLogin`. The login answer comes first because a
 * platform may already report the current sign-in as `lastLogin`.
 */
function useFirstLogin(): boolean {
  const signedInFirst = useSiteSelector((state) => selectSite(state).firstLogin);
  const lastLogin = useSiteSelector((state) => selectMemberInfo(state)?.lastLogin);
  return signedInFirst || !lastLogin;
}

/**
 * Publicity pop-ups after login (account-access.md section 4): promotions and popup notices with
 * execution A, and F as well on the first login (`useFirstLogin`, ADR 0098), unless closed earlier
 * in the session; the session key `publicityClosed` records the close.
 */
export function PublicityPopups() {
  const viewer = useViewer();
  const storage = useSiteStorage();
  const member = useSiteSelector(selectMemberInfo);
  const [closed, setClosed] = useState(() => storage.getSession('publicityClosed') === true);
  const active = viewer.signedIn && member !== null && !closed;
  const promotions = usePromoAnnouncementsQuery(
    {
      member: true,
      types: ANNOUNCEMENT_TYPES.promotions,
      groupName: GROUP_NAMES.promotion,
      execution: 'B',
      platform: 'W',
    },
    { skip: !active },
  );
  const notices = usePromoAnnouncementsQuery(
    {
      member: true,
      types: ANNOUNCEMENT_TYPES.notices,
      groupName: GROUP_NAMES.home,
      execution: 'B',
      platform: 'W',
    },
    { skip: !active },
  );
  const firstLogin = useFirstLogin();
  const items = useMemo(() => {
    const candidates = [
      ...promoItemsOf(promotions.data).filter((item) => item.type === 'PR'),
      ...promoItemsOf(notices.data).filter((item) => item.type === 'PL' || item.type === 'PU'),
    ];
    return publicityToShow(candidates, firstLogin);
  }, [promotions.data, notices.data, firstLogin]);
  if (!active || promotions.isLoading || notices.isLoading || items.length === 0) return null;
  return (
    <PublicityDialog
      items={items}
      onClose={() => {
        storage.setSession('publicityClosed', true);
        setClosed(true);
      }}
    />
  );
}

export { PublicityPopups as Component };
