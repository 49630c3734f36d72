import { vars } from '@site/theme';
import { focusRing } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { GROUP_NAMES } from '../constants';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { newestFirst } from '../rules/notice-rules';
import { useNotices } from './use-notices';

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

// Keeps a line's height while the messages or the notices are on their way (no shift, ADR 0097).
const BLANK = '\u00a0';

/**
 * The home notice strip: the newest three notice titles and a link to /news. It renders at once
 * with its final height (one line): it never suspends for its messages, and blank lines stand in
 * for the texts until they are there.
 */
export function NoticeStrip() {
  const { t, ready } = useTranslation(PROMO_NAMESPACE, { useSuspense: false });
  const { notices, isLoading } = useNotices(GROUP_NAMES.home);
  const latest = newestFirst(notices).slice(0, 3);
  return (
    <Strip aria-labelledby="promo-notice-strip" aria-busy={isLoading || !ready}>
      <Label id="promo-notice-strip">{ready ? t('notices_strip') : BLANK}</Label>
      <Titles>
        {latest.length > 0 ? (
          latest.map((notice) => <li key={notice.id}>{notice.title || BLANK}</li>)
        ) : (
          <li>{ready && !isLoading ? t('notices_empty') : BLANK}</li>
        )}
      </Titles>
      {ready ? <More to="/news">{t('notices_more')}</More> : null}
    </Strip>
  );
}

export { NoticeStrip as Component };
