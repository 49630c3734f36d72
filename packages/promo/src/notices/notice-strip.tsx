import { vars } from '@site/theme';
import { focusRing } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { GROUP_NAMES } from '../constants';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { newestFirst } from '../rules/notice-rules';
import { useNotices } from './notices-page';

const Strip = styled.section`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.sm} ${vars.space.lg};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  min-height: 44px;
`;

const Label = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  color: ${vars.color.brand};
  white-space: nowrap;
`;

const Titles = styled.ul`
  flex: 1;
  display: flex;
  gap: ${vars.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow: hidden;
  white-space: nowrap;
  min-width: 0;

  li {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const More = styled(Link)`
  color: ${vars.color.brand};
  white-space: nowrap;
  ${focusRing}
`;

/** The home notice strip: the newest three notice titles and a link to /news. */
export function NoticeStrip() {
  const { t } = useTranslation(PROMO_NAMESPACE);
  const { notices } = useNotices(GROUP_NAMES.home);
  const latest = newestFirst(notices).slice(0, 3);
  return (
    <Strip aria-labelledby="promo-notice-strip">
      <Label id="promo-notice-strip">{t('notices_strip')}</Label>
      <Titles>
        {latest.length === 0 ? (
          <li>{t('notices_empty')}</li>
        ) : (
          latest.map((notice) => <li key={notice.id}>{notice.title}</li>)
        )}
      </Titles>
      <More to="/news">{t('notices_more')}</More>
    </Strip>
  );
}

export { NoticeStrip as Component };
