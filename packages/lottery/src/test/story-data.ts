import type { OpenedIssue } from '../lottery-api';
import type { MenuGroup } from '../rules/menu-rules';

/** A countdown-card issue for stories. */
export function storyIssue(over: Partial<OpenedIssue> = {}): OpenedIssue {
  return {
    gameId: 101,
    gameCode: 'CQSSC',
    remark: 'Chongqing Time',
    numero: '20261123-042',
    remainTime: 754,
    lockTime: 700,
    liveVideoSwitch: false,
    lastDraw: { gameCode: 'CQSSC', numero: '20261123-041', winNo: '3,8,1,0,6' },
    ...over,
  };
}

const games = (prefix: string, names: string[]) =>
  names.map((remark, i) => ({ code: `${prefix}${i}`, remark }));

/** A menu with a folding group (7 games), a short group and the three Thai groups. */
export const STORY_MENU: MenuGroup[] = [
  {
    gameGroupId: 1,
    gameGroupCode: 'SSC',
    labelName: 'Time Lottery',
    gameMenus: games('SSC', [
      'Chongqing Time',
      'One-minute',
      'Canada Time',
      'Xinjiang Time',
      'Long Dragon',
      'Fun Time',
      'Tianjin',
    ]),
  },
  {
    gameGroupId: 2,
    gameGroupCode: '11X5',
    labelName: '11 Pick 5',
    gameMenus: games('E', ['Shandong 11x5', 'Guangdong 11x5']),
  },
  {
    gameGroupId: 9,
    gameGroupCode: 'THAI_GOV',
    labelName: 'Thai Government',
    gameMenus: games('T', ['Thai Government']),
  },
  {
    gameGroupId: 10,
    gameGroupCode: 'THAI_STOCK',
    labelName: 'Thai Stock',
    gameMenus: games('S', ['Stock AM', 'Stock PM']),
  },
  { gameGroupId: 11, gameGroupCode: 'HANOI', labelName: 'Hanoi', gameMenus: games('H', ['Hanoi']) },
];
