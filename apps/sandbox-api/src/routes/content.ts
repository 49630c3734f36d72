import { PlatformError } from '../envelope';
import { formatDate, formatDateTime, paginate, parseDateTime } from '../format';
import { type CallContext, handlers } from '../handler';
import { bool, int, list, obj, str } from '../input';
import { pick } from '../lang';
import {
  CLUB_LABELS,
  PROMOTION_CATEGORIES,
  type SeedBanner,
  type SeedNotice,
  type SeedPromotion,
} from '../seed/content';

const HOUR = 3600_000;

function presentPromotion(ctx: CallContext, promo: SeedPromotion) {
  const applied = ctx.account?.promotionApplications.find(
    (application) => application.promotionId === promo.id,
  );
  return {
    id: promo.id,
    type: 'PR',
    title: pick(promo.title, ctx.lang),
    content: pick(promo.content, ctx.lang),
    startDate: formatDateTime(promo.startDate),
    endDate: formatDateTime(promo.endDate),
    promotionType: promo.promotionType,
    announcementImages: [{ imageId: promo.id, url: `/res/promo/${promo.id}.svg?lang=${ctx.lang}` }],
    remarkRequired: promo.remarkRequired,
    imageRequired: promo.imageRequired,
    linkedPromotionId: promo.linkedPromotionId,
    redirect: promo.redirect,
    externalLink: promo.externalLink,
    execution: promo.execution,
    categoryId: promo.category,
    raffleScheduleId: promo.raffleScheduleId,
    status: applied ? applied.status : null,
  };
}

function presentNotice(ctx: CallContext, notice: SeedNotice) {
  return {
    id: notice.id,
    type: notice.type,
    title: pick(notice.title, ctx.lang),
    content: pick(notice.content, ctx.lang),
    startDateStr: formatDate(notice.startDate),
    startDate: formatDateTime(notice.startDate),
    endDate: formatDateTime(notice.endDate),
    announcementImages:
      notice.type === 'PU' || notice.type === 'PL'
        ? [{ url: `/res/notice/${notice.id}.svg?lang=${ctx.lang}` }]
        : [],
    promotionType: null,
    redirect: notice.redirect,
    externalLink: notice.externalLink,
    execution: notice.execution,
    groupName: notice.groupName,
  };
}

function presentBanner(ctx: CallContext, banner: SeedBanner) {
  return {
    bannerId: banner.bannerId,
    id: banner.bannerId,
    type: 'B',
    title: pick(banner.title, ctx.lang),
    url: `/res/banner/${banner.bannerId}.svg?lang=${ctx.lang}`,
    linkage: banner.linkage,
    linkageType: banner.linkageType,
    groupName: banner.groupName,
    roomId: banner.roomId,
    nodeId: banner.nodeId,
    vendor: banner.vendor,
  };
}

/**
 * Announcements by type (ADR 0024): B banners (filtered by groupName), PL and PU notices
 * (board and popups), PR promotions. Each item carries its `type`.
 */
function announcements(ctx: CallContext) {
  const types = (ctx.input.optStr('types') ?? 'B,PL,PU')
    .split(',')
    .map((type) => type.trim().toUpperCase());
  const group = ctx.input.optStr('groupName');
  const out: unknown[] = [];
  if (types.includes('PR'))
    out.push(
      ...ctx.catalogue.promotions
        .filter((promo) => promo.endDate >= ctx.now || promo.endDate >= promo.startDate)
        .map((promo) => presentPromotion(ctx, promo)),
    );
  if (types.includes('B'))
    out.push(
      ...ctx.catalogue.banners
        .filter((banner) => !group || banner.groupName === group)
        .map((banner) => presentBanner(ctx, banner)),
    );
  const noticeTypes = types.filter((type) => type === 'PL' || type === 'PU');
  out.push(
    ...ctx.catalogue.notices
      .filter(
        (notice) =>
          ((noticeTypes as string[]).includes(notice.type) ||
            (types.includes('B') && notice.type === 'B')) &&
          (!group || notice.groupName === group),
      )
      .map((notice) => presentNotice(ctx, notice)),
  );
  return out;
}

const ANNOUNCEMENT_INPUT = {
  types: str({ max: 32, pattern: /^[A-Za-z,\s]*$/ }),
  groupName: str({ max: 32 }),
  execution: str({ max: 4 }),
  platform: str({ max: 4 }),
};

interface RaffleWindow {
  startAt: number;
  dueAt: number;
  endAt: number;
  round: number;
}

/**
 * Raffles run every hour (ADR 0095): open from :00, due at :45, closed for the last 10 s of the
 * hour, so the ended state exists without making a claim unlikely at any time of day.
 */
function raffleWindow(now: number): RaffleWindow {
  const round = Math.floor(now / HOUR);
  const roundStart = round * HOUR;
  return {
    startAt: roundStart,
    dueAt: roundStart + 45 * 60_000,
    endAt: roundStart + HOUR - 10_000,
    round,
  };
}

function raffleStatus(ctx: CallContext, promotionId: number, scheduleId: number) {
  const promo = ctx.catalogue.promotions.find(
    (candidate) => candidate.id === promotionId && candidate.raffleScheduleId === scheduleId,
  );
  if (!promo)
    throw new PlatformError('record.not.found', 200, { promotionId, raffleScheduleId: scheduleId });
  const window = raffleWindow(ctx.now);
  const key = `${promotionId}:${scheduleId}:${window.round}`;
  return {
    key,
    status: {
      isClaimed: ctx.requireAccount().raffleClaims.includes(key),
      hasStarted: ctx.now >= window.startAt,
      hasEnded: ctx.now >= window.endAt,
      due: window.dueAt,
      time: window.startAt,
      endTime: window.endAt,
    },
  };
}

function unread(ctx: CallContext): number {
  return ctx.requireAccount().inbox.filter((item) => !item.read).length;
}

export const contentHandlers = handlers({
  'relay.MCSFE_claimRafflePromotion': {
    realAccountOnly: true,
    input: {
      promotionId: int({ required: true, min: 1 }),
      raffleScheduleId: int({ required: true, min: 1 }),
    },
    handle: (ctx) => {
      const { key, status } = raffleStatus(
        ctx,
        ctx.input.num('promotionId', 0),
        ctx.input.num('raffleScheduleId', 0),
      );
      if (status.isClaimed || status.hasEnded || !status.hasStarted)
        throw new PlatformError('raffle.not.available', 200, status);
      const account = ctx.requireAccount();
      const value = [8, 18, 28, 88][Math.floor(ctx.world.random() * 4)] ?? 8;
      account.raffleClaims.push(key);
      const main = account.wallets[0];
      if (main) main.availBalance = Math.round((main.availBalance + value) * 100) / 100;
      ctx.changed();
      return { ticket: `T${ctx.world.randomDigits(8)}`, value };
    },
  },
  'relay.MCSFE_getRafflePromotionStatus': {
    input: {
      rafflePromotionId: int({ required: true, min: 1 }),
      raffleScheduleId: int({ required: true, min: 1 }),
    },
    handle: (ctx) =>
      raffleStatus(ctx, ctx.input.num('rafflePromotionId', 0), ctx.input.num('raffleScheduleId', 0))
        .status,
  },
  'relay.MCSFE_getAvailablePromotions': {
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const counts: Record<string, number | { count: number; enabled: boolean }> = {};
      for (const promo of ctx.catalogue.promotions) {
        if (
          account.promotionApplications.some((application) => application.promotionId === promo.id)
        )
          continue;
        const current = counts[promo.promotionType];
        counts[promo.promotionType] = (typeof current === 'number' ? current : 0) + 1;
      }
      counts.MISSION = {
        count: typeof counts.MISSION === 'number' ? counts.MISSION : 0,
        enabled: true,
      };
      counts.REFERRAL = {
        count: typeof counts.REFERRAL === 'number' ? counts.REFERRAL : 0,
        enabled: ![1, 2].includes(account.isAgent),
      };
      return counts;
    },
  },
  'relay.MCSFE_getMerchantAvailablePromotions': {
    handle: (ctx) => {
      const counts: Record<string, number | { count: number; enabled: boolean }> = {};
      for (const promo of ctx.catalogue.promotions) {
        const current = counts[promo.promotionType];
        counts[promo.promotionType] = (typeof current === 'number' ? current : 0) + 1;
      }
      counts.MISSION = { count: 1, enabled: true };
      counts.REFERRAL = { count: 1, enabled: ctx.merchant !== 'aurum' };
      return counts;
    },
  },
  'relay.MCS2_getPromotionClaimList': {
    input: { status: str({ max: 16 }) },
    handle: (ctx) =>
      ctx.requireAccount().promotionApplications.map((application) => {
        const promo = ctx.catalogue.promotions.find(
          (candidate) => candidate.id === application.promotionId,
        );
        return {
          promotionId: application.promotionId,
          title: promo ? pick(promo.title, ctx.lang) : String(application.promotionId),
          promotionType: promo?.promotionType ?? null,
          status: application.status,
          remarks: application.remarks,
          pictures: application.pictures,
          applyTime: formatDateTime(application.at),
        };
      }),
  },
  'relay.MCSFE_signUpRequestReward': {
    realAccountOnly: true,
    input: {
      pictures: list({ item: 'string', max: 3 }),
      promotionId: int({ required: true, min: 1 }),
      remarks: str({ max: 140 }),
    },
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const promotionId = ctx.input.num('promotionId', 0);
      const promo = ctx.catalogue.promotions.find((candidate) => candidate.id === promotionId);
      if (!promo) throw new PlatformError('record.not.found', 200, { promotionId });
      const pictures = ctx.input.list('pictures') as string[];
      if (promo.remarkRequired === 'Y' && !ctx.input.optStr('remarks'))
        throw new PlatformError('field.invalid', 200, { field: 'remarks' }, 'a remark is required');
      if (promo.imageRequired === 'Y' && pictures.length === 0)
        throw new PlatformError(
          'field.invalid',
          200,
          { field: 'pictures' },
          'an image is required',
        );
      if (
        pictures.some(
          (picture) =>
            !/^data:image\/(png|jpe?g);base64,/i.test(picture) &&
            !/^[A-Za-z0-9+/=]+$/.test(picture),
        )
      ) {
        throw new PlatformError(
          'field.invalid',
          200,
          { field: 'pictures' },
          'images must be jpg or png',
        );
      }
      if (pictures.some((picture) => picture.length > Math.ceil((5_242_880 * 4) / 3) + 64))
        throw new PlatformError(
          'field.invalid',
          200,
          { field: 'pictures' },
          'images must be at most 5 MB',
        );
      if (
        account.promotionApplications.some((application) => application.promotionId === promotionId)
      )
        throw new PlatformError('promotion.already.applied');
      account.promotionApplications.push({
        promotionId,
        status: 'PENDING',
        remarks: ctx.input.str('remarks'),
        pictures: pictures.length,
        at: ctx.now,
      });
      ctx.changed();
      return { promotionId, status: 'PENDING' };
    },
  },
  'relay.MCSFE_getListAnnouncements': { input: ANNOUNCEMENT_INPUT, handle: announcements },
  'relay.CCSFE_getListAnnouncements': { input: ANNOUNCEMENT_INPUT, handle: announcements },
  'relay.PROMOFE_getPromotionAnnouncementCategory': {
    handle: (ctx) =>
      PROMOTION_CATEGORIES.map((category) => ({
        id: category.id,
        name: pick(category.name, ctx.lang),
      })),
  },
  'relay.PROMOFE_getPromoCodeEnable': { handle: (ctx) => ({ enabled: ctx.merchant !== 'lumen' }) },
  'relay.MCSFE_getCustomerRebateSettingByProductType': {
    input: { productType: str({ max: 16 }) },
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const level =
        CLUB_LABELS.find((label) => label.labelId === account.clubLabelId)?.rankLevel ?? 0;
      const wanted = ctx.input.optStr('productType');
      return ['LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP']
        .filter((type) => !wanted || type === wanted)
        .map((productType, i) => ({
          productType,
          rebateValue: Math.round((0.3 + level * 0.1 + i * 0.05) * 100) / 100,
        }));
    },
  },
  'relay.CSP_unreadCount': { handle: (ctx) => ({ count: unread(ctx), unReadCount: unread(ctx) }) },
  'relay.CSP_getInbox': {
    input: {
      page: int({ min: 1 }),
      size: int({ min: 1, max: 100 }),
      sort: str({ max: 32 }),
      read: bool(),
      startDate: str({ max: 32 }),
      endDate: str({ max: 32 }),
    },
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const read = ctx.input.data.read;
      const start = parseDateTime(ctx.input.optStr('startDate'));
      const end = parseDateTime(ctx.input.optStr('endDate'));
      const ascending = (ctx.input.optStr('sort') ?? 'sendTime:desc').endsWith(':asc');
      const items = account.inbox
        .filter(
          (item) =>
            (read === undefined || item.read === read) &&
            (start === undefined || item.sendTime >= start) &&
            (end === undefined || item.sendTime <= end + 86_399_000),
        )
        .sort((a, b) => (ascending ? a.sendTime - b.sendTime : b.sendTime - a.sendTime))
        .map((item) => ({
          id: item.id,
          subject: pick(item.subject, ctx.lang),
          content: pick(item.content, ctx.lang),
          read: item.read,
          sendTime: formatDateTime(item.sendTime),
        }));
      return paginate(items, ctx.input.num('page', 1), ctx.input.num('size', 10));
    },
  },
  'relay.CSP_readInbox': {
    input: { id: int({ required: true, min: 0 }) },
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const item = account.inbox.find((entry) => entry.id === ctx.input.num('id', -1));
      if (!item) throw new PlatformError('record.not.found', 404, { field: 'id' });
      item.read = true;
      ctx.world.persist();
      return { id: item.id, read: true, unReadCount: unread(ctx) };
    },
  },
  'relay.CBS_unreadCount': {
    realAccountOnly: true,
    handle: (ctx) => ({ count: ctx.requireAccount().isAgent === 4 ? 0 : 2, unReadCount: 2 }),
  },
  'relay.CBS_launchChat': {
    realAccountOnly: true,
    input: {
      b2c: bool(),
      title: str({ max: 64 }),
      language: str({ max: 8 }),
      headerColor: str({ max: 32 }),
    },
    handle: (ctx) => ({
      chatUrl: `/res/chat?lang=${ctx.lang}&merchant=${ctx.merchant}`,
      unReadCount: 2,
      hasPermission: true,
    }),
  },
  'relay.CBS_groupPermission': {
    handle: (ctx) => ({
      chatUrl: `/res/chat?lang=${ctx.lang}&merchant=${ctx.merchant}`,
      unReadCount: 2,
      hasPermission: ctx.requireAccount().isAgent !== 4,
    }),
  },
  'relay.WPSCORE_saveMemberInfoByAuthKey': {
    input: { data: obj() },
    handle: () => ({ authKey: crypto.randomUUID() }),
  },
  liveChatToken: {
    input: { payload: obj({ required: true }), verifyToken: str({ required: true, max: 256 }) },
    handle: (ctx) => {
      // A third party: the site's session never travels to it (ADR 0124).
      if (ctx.request.headers.has('authorization'))
        throw new PlatformError(
          'forbidden',
          403,
          null,
          'platform headers must not reach the provider',
        );
      const userId = ctx.input.obj('payload').userId;
      if (typeof userId !== 'string' && typeof userId !== 'number')
        throw new PlatformError('field.invalid', 400, { field: 'payload.userId' });
      return new Response(`lc.${ctx.world.randomHex(16)}`, {
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    },
  },
  'relay.MCSFE_getPlayerAvatar': {
    handle: (ctx) => ({
      avatarType: 'STATIC',
      avatar: `/res/avatar/${ctx.requireAccount().avatarId}.svg`,
    }),
  },
  'relay.MCSFE_getPlayerRankProgress': {
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const next = CLUB_LABELS.find((label) => label.labelId === account.vip.nextLabelId);
      return {
        completedConditions: account.vip.completedConditions,
        totalExpectedConditions: account.vip.totalExpectedConditions,
        labelId: account.clubLabelId,
        nextLabelId: account.vip.nextLabelId,
        nextLabelName: next ? pick(next.name, ctx.lang) : null,
      };
    },
  },
});
