import { vars } from '@site/theme';
import { focusRing } from '@site/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { usePopularLotteries } from '../home/use-popular';
import { LOTTERY_LIMITS } from '../constants';
import { lotteryHref } from '../shared/lottery-links';
import { SkeletonLine } from '../shared/skeleton';

const Nav = styled.nav`
  display: grid;
  gap: ${vars.space.xs};
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  h2 {
    margin: 0;
    font-size: ${vars.font.sizeSm};
    color: ${vars.color.textMuted};
  }
  ul {
    display: grid;
    gap: ${vars.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  li > span {
    display: flex;
    align-items: center;
    min-height: 2.75em;
    color: ${vars.color.text};
    text-decoration: none;
    ${focusRing}
  }
  a[aria-current='page'] {
    color: ${vars.color.brand};
    font-weight: ${vars.font.weightBold};
  }
`;

/**
 * The lottery page's side nav of popular games. While the answer loads it keeps the place of its
 * 4 links (placeholders of the links' size); it leaves only when the answer has no game. Memoized:
 * the page's other answers do not render it again.
 */
export const PopularSideNav = memo(function PopularSideNav({
  current,
}: {
  current: string | null;
}) {
  const { t } = useTranslation('lottery');
  const popular = usePopularLotteries();
  const games = popular.data ?? [];
  if (popular.isLoading)
    return (
      <Nav aria-label={t('sidenav_title')} aria-busy="true">
        <h2>{t('sidenav_title')}</h2>
        <ul aria-hidden="true">
          {Array.from({ length: LOTTERY_LIMITS.popularCount }, (_, index) => (
            <li key={index}>
              <span>
                <SkeletonLine $width="70%" />
              </span>
            </li>
          ))}
        </ul>
      </Nav>
    );
  if (games.length === 0) return null;
  return (
    <Nav aria-label={t('sidenav_title')}>
      <h2>{t('sidenav_title')}</h2>
      <ul>
        {games.map((game) => (
          <li key={game.gameCode}>
            <Link
              to={lotteryHref(game.gameCode)}
              aria-current={game.gameCode === current ? 'page' : undefined}
            >
              {game.remark}
            </Link>
          </li>
        ))}
      </ul>
    </Nav>
  );
});
