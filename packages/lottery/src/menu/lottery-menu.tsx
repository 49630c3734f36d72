import { vars } from '@site/theme';
import { EmptyState, focusRing } from '@site/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LOTTERY_PATHS } from '../constants';
import { lotteryHref } from '../shared/lottery-links';
import {
  groupFolds,
  isThaiGroup,
  visibleGames,
  withThaiGroup,
  type MenuGroup,
} from '../rules/menu-rules';

const Nav = styled.nav`
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;

const GroupBox = styled.section`
  display: grid;
  gap: ${vars.space.xs};
`;

const GroupTitle = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
  text-transform: uppercase;
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GameLink = styled(Link)`
  display: block;
  padding: ${vars.space.xs} ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  text-decoration: none;
  font-size: ${vars.font.sizeSm};
  background: ${vars.color.surfaceSunken};
  &[aria-current='page'] {
    background: ${vars.color.brand};
    color: ${vars.color.onBrand};
  }
  &:hover {
    color: ${vars.color.brand};
  }
  ${focusRing}
`;

const Toggle = styled.button`
  justify-self: start;
  padding: ${vars.space.xxs} ${vars.space.xs};
  border: 0;
  background: none;
  color: ${vars.color.brand};
  font-size: ${vars.font.sizeSm};
  cursor: pointer;
  ${focusRing}
`;

function Group({
  group,
  current,
  hrefOf,
  thaiLabel,
}: {
  group: MenuGroup;
  current: string | null;
  hrefOf: (code: string) => string;
  thaiLabel: string;
}) {
  const { t } = useTranslation('lottery');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const games = visibleGames(group, expanded);
  const title = isThaiGroup(group) && group.gameGroupCode === 'THAI' ? thaiLabel : group.labelName;
  return (
    <GroupBox aria-label={title}>
      <GroupTitle>{title}</GroupTitle>
      <List id={listId}>
        {games.map((game) => (
          <li key={game.code}>
            <GameLink
              to={hrefOf(game.code)}
              aria-current={game.code === current ? 'page' : undefined}
            >
              {game.remark}
            </GameLink>
          </li>
        ))}
      </List>
      {groupFolds(group) ? (
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('menu_collapse') : t('menu_expand', { count: group.gameMenus.length })}
        </Toggle>
      ) : null}
    </GroupBox>
  );
}

export interface LotteryMenuProps {
  groups: readonly MenuGroup[];
  recent?: readonly MenuGroup[];
  current?: string | null;
  /** The Vietnamese menu links to /vnLottery. */
  vietnam?: boolean;
}

/**
 * The lottery menu grouped by game group (section 2): a group with more than 4 games shows 4 and
 * an expand control; groups 9, 10 and 11 form the Thai group; recent games first when known.
 */
export function LotteryMenu({
  groups,
  recent = [],
  current = null,
  vietnam = false,
}: LotteryMenuProps) {
  const { t } = useTranslation('lottery');
  const hrefOf = (code: string) =>
    vietnam
      ? `${LOTTERY_PATHS.vn}?${new URLSearchParams({ gameCode: code }).toString()}`
      : lotteryHref(code);
  const merged = withThaiGroup(groups);
  const recentGames = recent.flatMap((group) => group.gameMenus);
  return (
    <Nav aria-label={t('menu_title')}>
      {recentGames.length > 0 ? (
        <Group
          group={{
            gameGroupId: -1,
            gameGroupCode: 'RECENT',
            labelName: t('menu_recent'),
            gameMenus: recentGames,
          }}
          current={current}
          hrefOf={hrefOf}
          thaiLabel={t('menu_thai')}
        />
      ) : null}
      {merged.length === 0 ? <EmptyState title={t('menu_empty')} icon={null} /> : null}
      {merged.map((group) => (
        <Group
          key={group.gameGroupId}
          group={group}
          current={current}
          hrefOf={hrefOf}
          thaiLabel={t('menu_thai')}
        />
      ))}
    </Nav>
  );
}
