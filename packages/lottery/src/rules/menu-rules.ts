import { LOTTERY_LIMITS, THAI_GROUP_IDS } from '../constants';

export interface MenuGame {
  code: string;
  gameId?: number | string;
  remark: string;
  defaultPlayType?: number;
  tag?: string;
}

export interface MenuGroup {
  gameGroupId: number;
  gameGroupCode: string;
  labelName: string;
  gameMenus: MenuGame[];
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Menu groups decoded defensively: a wrong-typed answer gives an empty menu, never a throw. */
export function decodeGroups(value: unknown): MenuGroup[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): MenuGroup[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    const id = Number(record.gameGroupId);
    if (!Number.isFinite(id)) return [];
    const games = Array.isArray(record.gameMenus) ? record.gameMenus : [];
    return [
      {
        gameGroupId: id,
        gameGroupCode: text(record.gameGroupCode),
        labelName: text(record.labelName),
        gameMenus: games.flatMap((game): MenuGame[] => {
          if (typeof game !== 'object' || game === null) return [];
          const item = game as Record<string, unknown>;
          const code = text(item.code);
          if (!code) return [];
          return [
            {
              code,
              remark: text(item.remark) || code,
              ...(item.gameId !== undefined ? { gameId: item.gameId as number | string } : {}),
              ...(typeof item.defaultPlayType === 'number'
                ? { defaultPlayType: item.defaultPlayType }
                : {}),
              ...(typeof item.tag === 'string' ? { tag: item.tag } : {}),
            },
          ];
        }),
      },
    ];
  });
}

/** Whether a group folds: more than 4 games (section 2). */
export function groupFolds(group: MenuGroup): boolean {
  return group.gameMenus.length > LOTTERY_LIMITS.menuFold;
}

/** The games shown: all when expanded or not folding, else the first 4. */
export function visibleGames(group: MenuGroup, expanded: boolean): MenuGame[] {
  return expanded || !groupFolds(group)
    ? group.gameMenus
    : group.gameMenus.slice(0, LOTTERY_LIMITS.menuFold);
}

/** Group ids 9, 10 and 11 form the Thai group. */
export function isThaiGroup(group: Pick<MenuGroup, 'gameGroupId'>): boolean {
  return THAI_GROUP_IDS.includes(group.gameGroupId);
}

/**
 * The menu with the Thai groups (9, 10, 11) merged into one group placed where the first of
 * them was; the merged group keeps the first Thai group's id and label.
 */
export function withThaiGroup(groups: readonly MenuGroup[]): MenuGroup[] {
  const thai = groups.filter(isThaiGroup);
  if (thai.length <= 1) return [...groups];
  const merged: MenuGroup = {
    ...thai[0]!,
    gameGroupCode: 'THAI',
    gameMenus: thai.flatMap((group) => group.gameMenus),
  };
  const result: MenuGroup[] = [];
  for (const group of groups) {
    if (!isThaiGroup(group)) result.push(group);
    else if (group === thai[0]) result.push(merged);
  }
  return result;
}
