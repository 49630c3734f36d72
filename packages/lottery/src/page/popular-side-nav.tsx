import { vars } from '@site/theme';
import { focusRing } from '@site/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { usePopularLotteries } from '../home/use-popular';
import { lotteryHref } from '../shared/lottery-links';

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
  a {
    color: ${vars.color.text};
    text-decoration: none;
    ${focusRing}
  }
  a[aria-current='page'] {
    color: ${vars.color.brand};
    font-weight: ${vars.font.weightBold};
  }
`;

/** The lottery page's side nav of popular games. */
export function PopularSideNav({ current }: { current: string | null }) {
  const { t } = useTranslation('lottery');
  const popular = usePopularLotteries();
  const games = popular.data ?? [];
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
}
