import { describe, expect, it } from 'vitest';
import {
  autoplayDelay,
  bannerAction,
  bannersOf,
  slideImageHints,
  type BannerItem,
} from './banner-rules';
import { availableEntry } from './available-rules';
import { newestFirst, pageCount, pageOf, stripOffset } from './notice-rules';
import { dayAndMonth, promoItemsOf, publicityToShow, requestedPromotion } from './promotion-rules';
import { raffleDataOf, raffleState } from './raffle-rules';
import {
  goToTarget,
  memberPageOfType,
  referralTarget,
  type ReferralViewer,
} from './redirect-rules';
import { addImages, validateApplication } from './reward-rules';

const player: ReferralViewer = { signedIn: true, agentMenu: false, referralEnabled: true };

describe('section 3: promotion redirect values', () => {
  it.each([
    ['APP_DOWNLOAD', 'appDownload'],
    ['REGISTER', 'register'],
    ['DEPOSIT', 'deposit'],
    ['REWARD_CENTER', 'rewardCenter'],
    ['MISSION', 'mission'],
    ['INVITE_FRIENDS', 'referral'],
    ['MEMBER', 'member'],
    ['POINT_MARKET', 'pointMarket'],
  ])('%s opens the bound link %s', (redirect, link) => {
    expect(goToTarget({ redirect }, player)).toEqual({ kind: 'link', link });
  });

  it('REDIRECT_URL goes to externalLink (guarded by the caller); none without a link', () => {
    expect(
      goToTarget({ redirect: 'REDIRECT_URL', externalLink: 'https://x.test/a' }, player),
    ).toEqual({ kind: 'url', url: 'https://x.test/a' });
    expect(goToTarget({ redirect: 'REDIRECT_URL' }, player)).toEqual({ kind: 'none' });
  });

  it('linkedPromotionId opens the linked promotion first', () => {
    expect(goToTarget({ redirect: 'DEPOSIT', linkedPromotionId: 7005 }, player)).toEqual({
      kind: 'promotion',
      id: 7005,
    });
  });

  it('section 8: an unknown value is a warning only', () => {
    expect(goToTarget({ redirect: 'SPACESHIP' }, player)).toEqual({
      kind: 'unknown',
      value: 'SPACESHIP',
    });
  });

  it('notices with only an externalLink behave the same; nothing gives none', () => {
    expect(goToTarget({ externalLink: '/download' }, player)).toEqual({
      kind: 'url',
      url: '/download',
    });
    expect(goToTarget({}, player)).toEqual({ kind: 'none' });
  });
});

describe('account-access section 6: the referral rule', () => {
  it.each([
    [
      { signedIn: true, agentMenu: true, referralEnabled: true },
      { kind: 'link', link: 'registerCenter' },
    ],
    [
      { signedIn: true, agentMenu: false, referralEnabled: true },
      { kind: 'link', link: 'referral' },
    ],
    [
      { signedIn: true, agentMenu: false, referralEnabled: false },
      { kind: 'link', link: 'customerService' },
    ],
    [{ signedIn: false, agentMenu: false, referralEnabled: true }, { kind: 'friendOverview' }],
  ])('%j -> %j', (viewer, target) => {
    expect(referralTarget(viewer)).toEqual(target);
  });
});

describe('section 3: promotion type to member page', () => {
  it.each([
    ['LOGIN', 'rewardCenter'],
    ['REGISTER', 'rewardCenter'],
    ['SAVIOR', 'rewardCenter'],
    ['DEPOSIT', 'depositv2'],
    ['FIRST_DEPOSIT', 'depositv2'],
    ['SECOND_DEPOSIT', 'depositv2'],
    ['THIRD_DEPOSIT', 'depositv2'],
    ['FOURTH_DEPOSIT', 'depositv2'],
    ['FIFTH_DEPOSIT', 'depositv2'],
    ['DEPOSIT_COUNT', 'depositv2'],
    ['DEPOSIT_BET_BONUS', 'depositv2'],
    ['MISSION', 'missionLeaderboard'],
    ['REFERRAL', 'referral'],
    ['UPGRADE_BONUS', 'playerRank'],
    ['SOMETHING_ELSE', undefined],
    [null, undefined],
  ])('%s -> %s', (type, page) => {
    expect(memberPageOfType(type)).toBe(page);
  });
});

describe('section 9: banner autoplay 2500 ms default, 3000 ms for form banners', () => {
  it.each([
    ['w_home', 2500],
    ['w_promotion', 2500],
    ['w_login', 3000],
    ['w_register', 3000],
  ])('%s -> %i ms', (group, delay) => {
    expect(autoplayDelay(group)).toBe(delay);
  });
});

describe('section 4: banner links', () => {
  const banner = (
    linkageType: BannerItem['linkageType'],
    linkage: string | null,
    extra: Partial<BannerItem> = {},
  ): BannerItem => ({
    bannerId: 1,
    url: '/b.svg',
    linkageType,
    linkage,
    ...extra,
  });
  const origin = 'https://site.test';

  it('URL: site paths go as they are; external ones get username added when signed in', () => {
    expect(bannerAction(banner('URL', '/download'), 'player01', origin)).toEqual({
      kind: 'url',
      url: '/download',
      external: false,
    });
    expect(bannerAction(banner('URL', 'https://partner.test/m?a=1'), 'player01', origin)).toEqual({
      kind: 'url',
      url: 'https://partner.test/m?a=1&username=player01',
      external: true,
    });
    expect(bannerAction(banner('URL', 'https://partner.test/m'), null, origin)).toEqual({
      kind: 'url',
      url: 'https://partner.test/m',
      external: true,
    });
  });

  it('P goes to the promotion hash; G launches the game; no linkage does nothing', () => {
    expect(bannerAction(banner('P', '7005'), null, origin)).toEqual({
      kind: 'promotion',
      id: '7005',
    });
    expect(
      bannerAction(
        banner('G', '50001', { nodeId: '50001', vendor: 'PG', roomId: null }),
        null,
        origin,
      ),
    ).toEqual({
      kind: 'game',
      nodeId: '50001',
      vendor: 'PG',
      roomId: null,
    });
    expect(bannerAction(banner(null, null), null, origin)).toEqual({ kind: 'none' });
    expect(bannerAction(banner('URL', ''), null, origin)).toEqual({ kind: 'none' });
  });

  it('the first slide loads eagerly with high priority, the others lazily with low', () => {
    expect(slideImageHints(0)).toEqual({
      loading: 'eager',
      fetchPriority: 'high',
      decoding: 'sync',
    });
    expect(slideImageHints(1)).toEqual({
      loading: 'lazy',
      fetchPriority: 'low',
      decoding: 'async',
    });
  });

  it('decodes banners defensively and filters by group name', () => {
    expect(bannersOf(null, 'w_home')).toEqual([]);
    expect(bannersOf({ value: 1 }, 'w_home')).toEqual([]);
    const items = bannersOf(
      [
        {
          bannerId: 1,
          url: '/1.svg',
          type: 'B',
          groupName: 'w_home',
          linkageType: 'P',
          linkage: '7005',
        },
        { bannerId: 2, url: '/2.svg', type: 'B', groupName: 'w_login' },
        { bannerId: 3, type: 'B', groupName: 'w_home' },
        { id: 8001, type: 'B', title: 'a notice' },
        'junk',
      ],
      'w_home',
    );
    expect(items.map((item) => item.bannerId)).toEqual([1]);
  });
});

describe('section 2: notice board paging', () => {
  it('10 per page', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(300)).toBe(30);
    expect(pageOf([...Array(25).keys()], 3)).toEqual([20, 21, 22, 23, 24]);
  });

  it('the page strip slides 25 px per item only beyond 7 pages', () => {
    expect(stripOffset(7, 7)).toBe(0);
    expect(stripOffset(1, 30)).toBe(0);
    expect(stripOffset(4, 30)).toBe(0);
    expect(stripOffset(5, 30)).toBe(25);
    expect(stripOffset(10, 30)).toBe(150);
    expect(stripOffset(30, 30)).toBe(23 * 25);
  });

  it('newest first by start date', () => {
    expect(
      newestFirst([{ startDate: '2026-10-01' }, { startDate: '2026-11-01' }]).map(
        (n) => n.startDate,
      ),
    ).toEqual(['2026-11-01', '2026-10-01']);
    expect(
      newestFirst([
        { startDate: '2026-11-01 08:00:00' },
        { startDate: null },
        { startDate: '2026-11-01 09:30:00' },
        { startDate: '2026-10-29 08:00:00' },
      ]).map((n) => n.startDate),
    ).toEqual(['2026-11-01 09:30:00', '2026-11-01 08:00:00', '2026-10-29 08:00:00', null]);
  });
});

describe('section 2: /promotion URL', () => {
  it('?id= opens, a hash equal to an id opens and scrolls, timestamp is ignored', () => {
    expect(requestedPromotion('?id=7005&timestamp=123', '', [7005])).toEqual({
      id: 7005,
      scroll: false,
    });
    expect(requestedPromotion('?timestamp=123', '#7005', [7005])).toEqual({
      id: 7005,
      scroll: true,
    });
    expect(requestedPromotion('?timestamp=123', '#9999', [7005])).toBeNull();
    expect(requestedPromotion('', '', [7005])).toBeNull();
  });

  it('day and month of startDate', () => {
    expect(dayAndMonth('2026-11-01 00:00:00')).toEqual({ day: '01', month: '11' });
    expect(dayAndMonth('garbage')).toBeNull();
  });

  it('decodes promotions defensively (no banners, no id-less items)', () => {
    expect(promoItemsOf('nope')).toEqual([]);
    const items = promoItemsOf([
      { id: 7001, title: 'A', remarkRequired: 'Y', announcementImages: [{ url: '/p.svg' }] },
      { bannerId: 6001, id: 6001 },
      { title: 'no id' },
    ]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 7001,
      remarkRequired: 'Y',
      imageRequired: 'N',
      image: '/p.svg',
      status: null,
    });
  });
});

describe('section 2: publicity after login', () => {
  const items = [
    { id: 1, execution: 'A' },
    { id: 2, execution: 'F' },
    { id: 3, execution: 'B' },
  ];
  it('execution A; A and F on the first login', () => {
    expect(publicityToShow(items, false).map((item) => item.id)).toEqual([1]);
    expect(publicityToShow(items, true).map((item) => item.id)).toEqual([1, 2]);
  });
});

describe('available promotions', () => {
  it('reads counts and enabled flags', () => {
    const data = {
      LOGIN: 2,
      MISSION: { count: 3, enabled: true },
      REFERRAL: { count: 0, enabled: false },
    };
    expect(availableEntry(data, 'LOGIN')).toEqual({ count: 2, enabled: true });
    expect(availableEntry(data, 'MISSION')).toEqual({ count: 3, enabled: true });
    expect(availableEntry(data, 'REFERRAL')).toEqual({ count: 0, enabled: false });
    expect(availableEntry(null, 'LOGIN')).toEqual({ count: 0, enabled: false });
  });
});

describe('section 4: raffle tip', () => {
  it.each([
    [
      { isClaimed: true, hasStarted: true, hasEnded: false, due: 5 },
      { kind: 'hidden', clear: true },
    ],
    [
      { isClaimed: false, hasStarted: true, hasEnded: true, due: 5 },
      { kind: 'hidden', clear: true },
    ],
    [
      { isClaimed: false, hasStarted: false, hasEnded: false, time: 1000, due: 5000 },
      { kind: 'notStarted', until: 1000 },
    ],
    [
      { isClaimed: false, hasStarted: true, hasEnded: false, time: 1000, due: 5000 },
      { kind: 'running', until: 5000 },
    ],
    [null, { kind: 'hidden', clear: false }],
  ])('%j -> %j', (status, state) => {
    expect(raffleState(status)).toEqual(state);
  });

  it('reads stored raffleData defensively', () => {
    expect(raffleDataOf({ promotionId: 7012, raffleScheduleId: 9101 })).toEqual({
      promotionId: 7012,
      raffleScheduleId: 9101,
    });
    expect(raffleDataOf({ promotionId: 'x' })).toBeNull();
    expect(raffleDataOf('junk')).toBeNull();
  });
});

describe('section 5: reward claim', () => {
  const file = (name: string, size = 1000, type = '') => ({ name, size, type });

  it('images jpg, jpeg, png only (limit2), at most 5242880 bytes (limit3), at most 3 (limit4)', () => {
    expect(addImages(0, [file('a.gif')]).error).toBe('activity_apply_remark_limit2');
    expect(addImages(0, [file('a.png', 1000, 'image/gif')]).error).toBe(
      'activity_apply_remark_limit2',
    );
    expect(addImages(0, [file('a.png', 5_242_880)]).error).toBeNull();
    expect(addImages(0, [file('a.png', 5_242_881)]).error).toBe('activity_apply_remark_limit3');
    expect(addImages(2, [file('a.jpg'), file('b.jpeg')])).toEqual({
      accepted: [file('a.jpg')],
      error: 'activity_apply_remark_limit4',
    });
    expect(addImages(0, [file('a.JPG'), file('b.jpeg'), file('c.png')]).accepted).toHaveLength(3);
  });

  it('remark required and empty (limit1); remark max 140; image required and none', () => {
    expect(validateApplication({ remarkRequired: 'Y' }, '  ', 0)).toBe(
      'activity_apply_remark_limit1',
    );
    expect(validateApplication({ remarkRequired: 'N' }, 'x'.repeat(141), 0)).toBe(
      'activity_apply_remark_limit1',
    );
    expect(validateApplication({ remarkRequired: 'N' }, 'x'.repeat(140), 0)).toBeNull();
    expect(validateApplication({ imageRequired: 'Y' }, '', 0)).toBe('image_required');
    expect(validateApplication({ imageRequired: 'Y', remarkRequired: 'Y' }, 'ok', 1)).toBeNull();
  });
});

describe('the date badge month', () => {
  it('names the month in the reader language', async () => {
    const { monthName } = await import('../promotions/promotion-card');
    expect(monthName('11', 'EN')).toBe('Nov');
    expect(monthName('11', 'CN')).toBe('11月');
    expect(monthName('13', 'EN')).toBe('13');
  });
});
