import { vars } from '@site/theme';
import { Button, EmptyState, focusRing } from '@site/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { LOTTERY_PATHS } from '../constants';
import { lotteryHref } from '../shared/lottery-links';
import { SkeletonLine } from '../shared/skeleton';
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

const MenuTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
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

const linkBox = css`
  display: flex;
  align-items: center;
  min-height: 2.75em;
  box-sizing: border-box;
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

const GameLink = styled(Link)`
  ${linkBox}
`;

/** A placeholder link of the skeleton: the link's box, no link. */
const GameSlot = styled.span`
  ${linkBox}
`;

const Toggle = styled.button`
  justify-self: start;
  min-height: 2.75em;
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

/** Where the menu answer is: loading (a placeholder), failed (a retry) or in. */
export type MenuStatus = 'loading' | 'failed' | 'ready';

/** The menu status of a query: the empty state only for an answer that came back empty. */
export function menuStatusOf(query: { isError: boolean; data?: unknown }): MenuStatus {
  if (query.data !== undefined) return 'ready';
  if (query.isError) return 'failed';
  return 'loading';
}

/** What the menu shows while its answer loads: groups of placeholder links, the links' size. */
function MenuSkeleton() {
  return (
    <GroupBox aria-hidden="true" data-testid="lottery-menu-skeleton">
      {[0, 1, 2].map((group) => (
        <GroupBox key={group}>
          <GroupTitle>
            <SkeletonLine $width="40%" />
          </GroupTitle>
          <List as="div">
            {[0, 1, 2, 3].map((game) => (
              <GameSlot key={game}>
                <SkeletonLine />
              </GameSlot>
            ))}
          </List>
        </GroupBox>
      ))}
    </GroupBox>
  );
}

export interface LotteryMenuProps {
  groups: readonly MenuGroup[];
  /** `loading` shows a placeholder, `failed` a message with a retry; the default is `ready`. */
  status?: MenuStatus;
  onRetry?: () => void;
  recent?: readonly MenuGroup[];
  current?: string | null;
  /** The Vietnamese menu links to /vnLottery. */
  vietnam?: boolean;
}

/**
 * The lottery menu grouped by game group (section 2): a group with more than 4 games shows 4 and
 * an expand control; groups 9, 10 and 11 form the Thai group; recent games first when known.
 * "No lotteries yet" is only for an answer that came back empty: while it loads the menu shows
 * placeholders, and a failed answer offers a retry.
 */
export function LotteryMenu({
  groups,
  status = 'ready',
  onRetry,
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
    <Nav aria-label={t('menu_title')} aria-busy={status === 'loading'}>
      <MenuTitle>{t('menu_title')}</MenuTitle>
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
      {status === 'loading' ? <MenuSkeleton /> : null}
      {status === 'failed' ? (
        <EmptyState
          title={t('menu_error')}
          icon={null}
          action={
            onRetry ? (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                {t('frame_retry')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {status === 'ready' && merged.length === 0 ? (
        <EmptyState title={t('menu_empty')} icon={null} />
      ) : null}
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
