import { useSiteSelector } from '@site/api-core';
import type { Promotion } from '@site/api-core/catalogue';
import { vars } from '@site/theme';
import { Button, Dialog } from '@site/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SafeHtml } from '@site/ui/safe-html';
import { useShellServices } from '../shell/shell-context';

/**
 * Which promotions pop up after login: execution A, and also F on the first login
 * (content-and-play.md section 2).
 */
export function publicityToShow(
  promotions: readonly Promotion[],
  firstLogin: boolean,
): Promotion[] {
  return promotions.filter(
    (promotion) => promotion.execution === 'A' || (firstLogin && promotion.execution === 'F'),
  );
}

const Picture = styled.img`
  display: block;
  width: 100%;
  max-height: 280px;
  object-fit: cover;
  border-radius: ${vars.radius.md};
  margin-bottom: ${vars.space.md};
`;

const Paging = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/**
 * The publicity pop-up after login, with paging; closing it records the close for the session
 * (session key `publicityClosed`), so it does not come back until the next session.
 */
export function PublicityPopups() {
  const { t } = useTranslation(['shell', 'common']);
  const services = useShellServices();
  const loggedIn = useSiteSelector((s) => s.site.loggedIn);
  const lastLogin = useSiteSelector((s) => s.site.memberInfo?.lastLogin);
  const memberLoaded = useSiteSelector((s) => s.site.memberInfo !== null);
  const [items, setItems] = useState<Promotion[]>([]);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!loggedIn || !memberLoaded || services.storage.getSession('publicityClosed') === true) {
      setItems([]);
      return;
    }
    let live = true;
    void services.client
      .call('relay.MCSFE_getListAnnouncements', { types: 'PR', platform: 'W' }, { noAlert: true })
      .then((result) => {
        if (!live || !result.ok) return;
        // First login: the member has no previous login yet (docs/decisions/0056).
        const shown = publicityToShow(result.value as Promotion[], !lastLogin);
        setItems(shown);
        setIndex(0);
      });
    return () => {
      live = false;
    };
  }, [loggedIn, memberLoaded, lastLogin, services]);

  const current = items[index];
  if (!current) return null;
  const close = () => {
    services.storage.setSession('publicityClosed', true);
    setItems([]);
  };
  const image = current.announcementImages?.[0]?.url;
  return (
    <Dialog
      open
      title={current.title}
      onClose={close}
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
                {t('previous')}
              </Button>
              <Button
                variant="secondary"
                disabled={index === items.length - 1}
                onClick={() => setIndex(index + 1)}
              >
                {t('next')}
              </Button>
            </>
          ) : null}
          <Button onClick={close}>{t('i_agree')}</Button>
        </>
      }
    >
      <div data-testid="publicity-popup">
        {image ? <Picture src={image} alt="" /> : null}
        {current.content ? <SafeHtml html={current.content} /> : null}
      </div>
    </Dialog>
  );
}
