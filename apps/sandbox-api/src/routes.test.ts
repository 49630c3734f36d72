import { CALLS, type CallId, getCall } from '@site/api-core/catalogue';
import { describe, expect, it } from 'vitest';
import { concretePath, freshHarness, type Harness } from '../test/helpers';
import { routePath } from './app';
import { AGENT_TEAM_ROUTE_CASES } from './routes/agent-team-route-cases';
import { WALLET_ROUTE_CASES } from './routes/wallet-route-cases';

interface Case {
  user?: string;
  merchant?: string;
  lang?: string;
  query?: Record<string, string | number | boolean>;
  body?: Record<string, unknown>;
  form?: Record<string, string>;
  /** Runs before the call; may return fields to add to the body. */
  setup?: (h: Harness) => Promise<Record<string, unknown> | void>;
  check: (value: unknown, h: Harness) => void | Promise<void>;
}

const lastSms = (h: Harness) => h.app.world.smsOutbox.at(-1)?.code ?? '';
const captchaText = async (h: Harness) => {
  await h.call('GET', '/wps/captcha');
  return h.app.world.lastCaptcha?.text ?? '';
};
const isList = (min: number) => (value: unknown) => {
  expect(Array.isArray(value)).toBe(true);
  expect((value as unknown[]).length).toBeGreaterThanOrEqual(min);
};
const has = (shape: Record<string, unknown> | Record<string, unknown>[]) => (value: unknown) => {
  expect(value).toMatchObject(shape);
};
const PLAYER = 'player01';
const AGENT = 'agent01';
/** agent01 is the fifth seeded account. */
const AGENT_ID = 100005;
const LAUNCH = {
  nodeId: 50001,
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: 3,
  language: 'EN',
  merchantCode: 'default',
};
const REGISTER = {
  registerMethod: 'WEB',
  registerUrl: 'http://127.0.0.1:5173/register',
  domain: '127.0.0.1',
};

/** One valid request per catalogue call, with what a caller would check in the answer. */
const CASES: Record<CallId, Case> = {
  rsaKey: { check: has({ modulus: expect.stringMatching(/^[0-9a-f]{256,}$/), exponent: '10001' }) },
  login: {
    body: { username: PLAYER, password: 'Sandbox123', type: 'username' },
    check: has({ token: expect.any(String), account: PLAYER, isAgent: 0 }),
  },
  loginV2: {
    body: { username: AGENT, password: 'Sandbox123' },
    check: has({ token: expect.any(String), isAgent: 1 }),
  },
  loginTelegram: {
    body: {
      telegramAuth: JSON.stringify({ id: 700000, first_name: 'P' }),
      domain: 'x',
      registerUrl: 'x',
    },
    check: has({ account: PLAYER }),
  },
  loginVerification: {
    body: { username: 'secure01', password: 'Sandbox123', method: 'G', authCode: '246810' },
    check: has({ account: 'secure01', token: expect.any(String) }),
  },
  loginFreePlay: { check: has({ hasFreePlay: true, isAgent: 4, token: expect.any(String) }) },
  logout: { user: 'player02', check: (value) => expect(value).toBe(true) },
  memberInfo: {
    user: PLAYER,
    check: has({
      account: PLAYER,
      type: 0,
      clubLabel: { labelName: 'Gold', type: 'AUTO' },
      vip: { vipProgress: 0.6 },
    }),
  },
  memberIcon: {
    user: PLAYER,
    check: has({ avatarType: 'STATIC', avatar: expect.stringMatching(/^\/res\/avatar\/\d\.svg$/) }),
  },
  fundsConsolidated: {
    user: AGENT,
    check: has({
      dividend: expect.arrayContaining([expect.objectContaining({ status: 'V' })]),
      divtypereq: '1',
    }),
  },
  memberLanguage: {
    user: PLAYER,
    body: { language: 'TH' },
    check: (value) => expect(value).toBe(true),
  },
  changePassword: {
    user: 'expired01',
    body: {
      oldPassword: 'Sandbox123',
      newPassword: 'Fresh12345',
      confirmNewPassword: 'Fresh12345',
    },
    check: (value) => expect(value).toBe(true),
  },
  passwordEmail: {
    form: { username: 'player02', email: 'player02@example.test' },
    check: (value) => expect(value).toBe(true),
  },
  passwordSms: {
    body: { username: 'player02', mobileNumber: '13800001111' },
    check: has({ expiredMinutes: 5 }),
  },
  passwordVerification: {
    setup: async (h) => {
      await h.call('POST', '/wps/member/password/sms', {
        body: { username: 'player02', mobileNumber: '13800001111' },
      });
      return { verificationCode: lastSms(h) };
    },
    body: {
      username: 'player02',
      mobileNumber: '13800001111',
      newPassword: 'Reset12345',
      confirmNewPassword: 'Reset12345',
    },
    check: async (value, h) => {
      expect(value).toBe(true);
      await expect(h.login('player02', 'Reset12345')).resolves.toEqual(expect.any(String));
    },
  },
  smsLoginCode: {
    body: { countryDialingCode: '86', mobileNum: '13800000000' },
    check: (value, h) => {
      expect(value).toMatchObject({ expiredMinutes: 5 });
      expect(h.logs.some((line) => line.includes(`code ${lastSms(h)}`))).toBe(true);
    },
  },
  smsRegisterCode: {
    body: { mobileNo: '13912345678' },
    check: has({ expiredMinutes: 5, expirationTime: expect.any(Number) }),
  },
  securityConfig: { check: has({ email: 'Y', googleAuth: 'Y' }) },
  register: {
    setup: async (h) => ({ captcha: await captchaText(h) }),
    body: {
      ...REGISTER,
      username: 'newplayer7',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      login: true,
    },
    check: has({ customerName: 'newplayer7', token: expect.any(String) }),
  },
  registerMobile: {
    setup: async (h) => {
      await h.call('POST', '/wps/verification/sms/register', { body: { mobileNo: '13912345678' } });
      return { verificationCode: lastSms(h) };
    },
    body: { ...REGISTER, mobileNum: '13912345678', password: 'Secret123', login: true },
    check: has({
      customerName: 'm3912345678',
      profile: { mobileNo: '13912345678' },
      token: expect.any(String),
    }),
  },
  registerAutoUsername: {
    body: {
      ...REGISTER,
      firebaseChannel: 'google',
      firebaseIdToken: 'brand-new-google-token',
      login: true,
    },
    check: has({ customerName: expect.stringMatching(/^g\d{9}$/), token: expect.any(String) }),
  },
  affiliateCheck: {
    query: { code: 'AFF0001', domain: 'x' },
    check: has({ valid: true, affiliateCode: 'AFF0001' }),
  },
  captcha: {
    check: has({
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      captchaId: expect.any(String),
    }),
  },
  captchaGeetest: {
    merchant: 'aurum',
    check: has({ gt: expect.any(String), challenge: expect.any(String), newCaptcha: true }),
  },
  systemCountry: { check: isList(5) },
  registerSettings: {
    check: has({
      fields: expect.arrayContaining([
        expect.objectContaining({ key: 'username', minLength: 6, maxLength: 13 }),
      ]),
    }),
  },
  settingsConsolidated: {
    check: has({
      resources: expect.arrayContaining([expect.objectContaining({ resourceType: 'SpeedTest' })]),
      customerService: expect.any(Array),
      whitelabel: expect.any(Array),
    }),
  },
  systemStatus: {
    query: { host: 'localhost' },
    check: has({ maintenance: false, regionRestriction: false }),
  },
  systemLocation: { check: has({ countryCode: 'CN', countryDialingCode: '86' }) },
  systemWhitelabel: {
    check: has({
      whitelabel: expect.arrayContaining([expect.objectContaining({ modId: 'MEMCEN3' })]),
    }),
  },
  systemTemplates: {
    merchant: 'aurum',
    check: has({
      template: 'aurum',
      mobileTemplate: { login_prompt_text: 'Welcome to Aurum Casino' },
    }),
  },
  domainRoute: {
    check: has({
      domainList: expect.arrayContaining([
        expect.objectContaining({ domainName: 'play-a.sandbox.test' }),
      ]),
    }),
  },
  walletBalance: {
    user: PLAYER,
    query: { typeId: 0 },
    check: has({ currency: 'CNY', totalBalance: 12880.5 }),
  },
  domainPing: { query: { t: 123 }, check: has({ pong: true, t: 123 }) },
  launchGame: {
    user: PLAYER,
    body: LAUNCH,
    check: has({ game_url: expect.stringMatching(/^\/res\/play\/50001\?/) }),
  },
  launchGameV2: { user: PLAYER, body: LAUNCH, check: has({ game_url: expect.any(String) }) },
  lotteryUrl: {
    user: PLAYER,
    query: { prizeMode: 'SEA', lottoGameCode: 'THGOV' },
    check: has({ gameUrl: expect.stringContaining('/res/lottery/THGOV') }),
  },
  lotteryLobbyLaunch: {
    user: PLAYER,
    body: {
      device: 'WEB',
      launchMode: 'LOTT',
      language: 'EN',
      lottoGameCode: 'CQSSC',
      lottoMode: 'Traditional',
    },
    check: has({ gameUrl: expect.stringContaining('CQSSC') }),
  },
  winnerBoard: {
    query: { limitNum: 10, gameCategory: 'ALL' },
    check: (value) => {
      expect(value).toHaveLength(10);
      expect((value as { vo: unknown }[])[0]).toMatchObject({
        recordId: expect.any(Number),
        vo: { gameName: expect.any(String) },
      });
    },
  },
  'relay.GCSGAME_gameVendor': { query: { merchantCode: 'default' }, check: isList(18) },
  'relay.GLS2_getVassGameType': {
    query: { vassalage: 'PG' },
    check: has([{ vassalage: 'PG', gameType: 'RNG' }]),
  },
  'relay.GLS2_roomList': { query: { vassalage: 'DG' }, check: isList(12) },
  'relay.GCSGAME_gameList': {
    query: {
      gameType: 'RNG',
      pageNo: 2,
      pageSize: 40,
      platform: 'html5-desktop',
      clientType: 3,
      language: 'EN',
    },
    check: has({ pageNum: 2, pageSize: 40, totalPages: 5, games: { content: expect.any(Array) } }),
  },
  'relay.GCS_gameTrialLaunch': {
    setup: async () => ({}),
    query: { nodeId: 50002 },
    check: has({ game_url: expect.stringContaining('mode=trial') }),
  },
  'relay.GCS_recentGame': { user: PLAYER, check: isList(3) },
  'relay.MCSFE_getFavoriteGamesList': { user: PLAYER, check: isList(3) },
  'relay.MCSFE_addFavoriteGameV2': {
    user: PLAYER,
    body: { nodeId: 50100, vendor: 'PG', gameType: 'RNG' },
    check: has({ favorite: true, count: 4 }),
  },
  'relay.MCSFE_removeFavoriteGameV2': {
    user: PLAYER,
    query: { nodeId: 50001, vendor: 'PT', gameType: 'RNG' },
    check: has({ favorite: false, count: 2 }),
  },
  'relay.GCSGAME_hotGamesV2': { query: { platform: 'flash,html5-desktop' }, check: isList(20) },
  'relay.GCSGAME_getRecommendedHotGames': {
    query: { platform: 'html5-desktop' },
    check: isList(12),
  },
  'relay.GCSGAME_getGameMatchV2': { check: isList(6) },
  'relay.GCS_gameLogout': { user: PLAYER, check: (value) => expect(value).toBe(true) },
  'relay.GCS_merchantWallet': {
    merchant: 'aurum',
    query: { merchantCode: 'aurum' },
    check: has({ singleWallet: true }),
  },
  'relay.GCSGAME_getRankList': { check: isList(10) },
  'relay.VIS_getJackpot': {
    body: { merchant_code: 'default', currency: 'CNY' },
    check: (value) => {
      const amount = (value as { amount: number }).amount;
      expect(amount).toBeGreaterThan(0);
      expect(amount).toBeLessThan(1e8);
    },
  },
  lgwGames: { check: isList(25) },
  lgwGameMenus: {
    check: (value) =>
      expect((value as { gameGroupId: number }[]).map((group) => group.gameGroupId)).toEqual(
        expect.arrayContaining([9, 10, 11]),
      ),
  },
  lgwGameMenusRecent: { user: PLAYER, check: isList(1) },
  lgwPopular: { query: { count: 4 }, check: isList(4) },
  lotteryMiniGameScript: {
    check: (value) => expect(value).toContain('window.LotteryMiniGame'),
  },
  lgwOpenedNumero: { check: isList(25) },
  lottoLgwOpenedNumero: { check: isList(25) },
  lgwDraw: { query: { gameCode: 'CQSSC', count: 5 }, check: isList(5) },
  lgwDrawByCode: {
    query: { count: 5 },
    check: (value) => expect((value as { winNo: string }[])[0]?.winNo).toMatch(/^\d(,\d){4}$/),
  },
  lgwNumerosNear: {
    query: { gameId: 101 },
    check: has({ currentNumero: { numero: expect.any(String), remainTime: expect.any(Number) } }),
  },
  lgwIssue: { check: has({ gameCode: 'CQSSC', nextNumero: expect.any(Object) }) },
  lgwVnOpenedGame: { check: isList(3) },
  lgwVnGameMenu: { check: has([{ gameGroupId: 6 }]) },
  'relay.MCSFE_claimRafflePromotion': {
    user: PLAYER,
    body: { promotionId: 7012, raffleScheduleId: 9101 },
    check: has({ ticket: expect.any(String), value: expect.any(Number) }),
  },
  'relay.MCSFE_getRafflePromotionStatus': {
    user: PLAYER,
    query: { rafflePromotionId: 7012, raffleScheduleId: 9101 },
    check: has({ isClaimed: false, hasStarted: true, hasEnded: false }),
  },
  'relay.MCSFE_getAvailablePromotions': {
    user: PLAYER,
    check: has({ LOGIN: 1, MISSION: { enabled: true } }),
  },
  'relay.MCSFE_getMerchantAvailablePromotions': { check: has({ DEPOSIT: 1 }) },
  'relay.MCS2_getPromotionClaimList': { user: PLAYER, check: isList(0) },
  'relay.MCSFE_signUpRequestReward': {
    user: PLAYER,
    body: { promotionId: 7003, remarks: 'Please', pictures: [] },
    check: has({ status: 'PENDING' }),
  },
  'relay.MCSFE_getListAnnouncements': {
    query: { types: 'B,PL,PU', groupName: 'w_home' },
    check: (value) => {
      const types = new Set((value as { type: string }[]).map((item) => item.type));
      expect([...types].sort()).toEqual(['B', 'PL', 'PU']);
    },
  },
  'relay.CCSFE_getListAnnouncements': {
    query: { types: 'PR,B,PL,PU', groupName: 'w_promotion' },
    check: (value) =>
      expect((value as { type: string }[]).filter((item) => item.type === 'PR')).toHaveLength(14),
  },
  'relay.PROMOFE_getPromotionAnnouncementCategory': { check: isList(3) },
  'relay.PROMOFE_getPromoCodeEnable': { check: has({ enabled: true }) },
  'relay.MCSFE_getCustomerRebateSettingByProductType': { user: PLAYER, check: isList(7) },
  'relay.CSP_unreadCount': { user: PLAYER, check: has({ count: 2 }) },
  'relay.CSP_getInbox': {
    user: PLAYER,
    query: { page: 1, size: 1, sort: 'sendTime:desc', read: false },
    check: has({ content: [{ read: false }], totalElements: 2 }),
  },
  'relay.CSP_readInbox': {
    user: PLAYER,
    // player01 is the first seeded account (customerId 100001): its newest message is unread.
    body: { id: 1_000_010 },
    check: has({ read: true, unReadCount: 1 }),
  },
  'relay.CBS_unreadCount': { user: PLAYER, check: has({ count: 2 }) },
  'relay.CBS_launchChat': {
    user: PLAYER,
    query: { b2c: true, title: 'Support', language: 'EN' },
    check: has({ chatUrl: expect.any(String), hasPermission: true }),
  },
  'relay.CBS_groupPermission': { user: PLAYER, check: has({ hasPermission: true }) },
  'relay.WPSCORE_saveMemberInfoByAuthKey': {
    user: PLAYER,
    body: {},
    check: has({ authKey: expect.any(String) }),
  },
  'relay.WPSCORE_getCustomerServiceScript': { check: has({ customerService: expect.any(Array) }) },
  liveChatToken: {
    body: { payload: { userId: 'player01' }, verifyToken: 'sandbox-default' },
    check: (value) => expect(value).toMatch(/^lc\.[0-9a-f]{32}$/),
  },
  'relay.MCSFE_processContractDividend': {
    user: AGENT,
    body: { productType: 'LIVE', computationPeriod: 'HALF_MONTH', status: 'A' },
    check: has({ status: 'V' }),
  },
  'relay.MCSFE_processDailySalaryContract': {
    user: AGENT,
    body: { id: AGENT_ID * 10 + 100, status: 'R' },
    check: has({ status: 'R' }),
  },
  'relay.MCSFE_processContractHourSalary': {
    user: AGENT,
    body: { contractId: AGENT_ID * 10 + 200, status: 'A', productType: 'LIVE' },
    check: has({ status: 'V' }),
  },
  'relay.MCSFE_processRealTimeSalaryContract': {
    user: AGENT,
    body: { contractId: AGENT_ID * 10 + 302, status: 'C' },
    check: has({ status: 'C' }),
  },
  contractParticipation: {
    user: AGENT,
    body: { type: 'DAILY_SALARY', status: 'A' },
    check: has({ status: 'V' }),
  },
  contractWage: {
    user: AGENT,
    body: { id: AGENT_ID * 10 + 101, status: 'A' },
    check: has({ status: 'V' }),
  },
  contractHourSalary: {
    user: AGENT,
    body: { contractId: AGENT_ID * 10 + 202, status: 'A' },
    check: has({ status: 'A' }),
  },
  'relay.MCSFE_getPaymentConfirmationList': {
    user: AGENT,
    check: has([{ isAutoConfirmed: 'N' }, { isAutoConfirmed: 'Y' }, { isAutoConfirmed: 'N' }]),
  },
  'relay.MCSFE_processC2CTransaction': {
    user: AGENT,
    body: { isMoneyReceived: 'Y', payDetailId: AGENT_ID * 10 + 1 },
    check: has({ remaining: 2 }),
  },
  'relay.MCSFE_getPointBalance': { user: PLAYER, check: has({ balance: 5000 }) },
  'relay.MCSFE_getPointRewardConversionType': { check: isList(4) },
  'relay.MCSFE_getPointReward': {
    query: { page: 1, size: 1000 },
    check: has({ content: expect.any(Array), totalPages: 1 }),
  },
  'relay.MCSFE_getRedeemPointList': {
    user: PLAYER,
    query: { startDate: '2026-09-01', endDate: '2026-12-31', page: 1, size: 13 },
    check: has({ totalElements: 3 }),
  },
  'relay.MCSFE_getPointConfig': {
    check: has({ pointExchangeRate: 0.01, rngBet: expect.any(Number) }),
  },
  'relay.ODSFE2_MemTransDet': {
    user: PLAYER,
    query: { startTime: '2026-10-01', endTime: '2026-12-31', accountTypeId: 9, size: 12, page: 1 },
    check: has({ pageSize: 12, content: expect.any(Array) }),
  },
  'relay.MCSFE_redeemPointReward': {
    user: PLAYER,
    body: {
      rewardId: 4001,
      quantity: 1,
      redeemType: 'P',
      password: '654321',
      remarks: 'name:P|mobile:13800000000',
    },
    check: has({ recordId: expect.any(Number), pointBalance: expect.any(Number) }),
  },
  'relay.MCSFE_convertPoint': {
    user: PLAYER,
    body: { amount: 100, password: '654321' },
    check: has({ pointBalance: 4900, money: 1 }),
  },
  feedback: {
    setup: async (h) => ({ captcha: await captchaText(h) }),
    body: {
      content: 'The deposit page did not load the bank list today.',
      type: '1',
    },
    check: has({ feedbackId: expect.any(Number) }),
  },
  helpCenter: {
    query: { lang: 'JA', device: 'WEB' },
    check: (value) =>
      expect((value as { title: string }[])[0]).toMatchObject({
        title: '私たちについて',
        tag: 'about',
      }),
  },
  'relay.WPSCORE_getDownloadSetting': {
    query: { domain: 'x' },
    check: has({ iosSteps: expect.arrayContaining([expect.any(String)]) }),
  },
  'relay.WPSCORE_getTelegramLoginSetting': {
    check: has({ botId: expect.any(String), authDomain: expect.any(String) }),
  },
  'relay.MCSFE_getPlayerAvatar': { user: PLAYER, check: has({ avatarType: 'STATIC' }) },
  'relay.MCSFE_getPlayerRankProgress': {
    user: PLAYER,
    check: has({ completedConditions: 3, totalExpectedConditions: 5, nextLabelName: 'Diamond' }),
  },
  speedTest: { query: { t: 1 }, check: () => undefined },
  ...WALLET_ROUTE_CASES,
  ...AGENT_TEAM_ROUTE_CASES,
};

describe('every route answers a valid request', () => {
  it('has a case for every catalogue call', () => {
    expect(Object.keys(CASES).sort()).toEqual(CALLS.map((call) => call.id).sort());
  });

  it.each(Object.entries(CASES))('%s', async (id, testCase) => {
    const call = getCall(id);
    if (!call) throw new Error(`no call ${id}`);
    const h = await freshHarness();
    const merchant = testCase.merchant ?? 'default';
    const token = testCase.user ? await h.login(testCase.user, 'Sandbox123', merchant) : undefined;
    const extra = (await testCase.setup?.(h)) ?? {};
    const body =
      testCase.body || Object.keys(extra).length > 0 ? { ...testCase.body, ...extra } : undefined;
    const response = await h.raw(call.method, concretePath(routePath(call)), {
      merchant,
      lang: testCase.lang,
      token,
      query: testCase.query,
      form: testCase.form,
      body: testCase.form ? undefined : body,
      encrypt: call.encrypted,
    });
    const type = response.headers.get('content-type') ?? '';
    if (call.response === 'none') {
      expect(response.status).toBe(200);
      expect(type).toBe('image/png');
      return;
    }
    if (call.response === 'text') {
      expect(response.status).toBe(200);
      await testCase.check(await response.text(), h);
      return;
    }
    const json = (await response.json()) as {
      success?: boolean;
      value?: unknown;
      errorCode?: string;
    };
    if (call.response === 'raw') {
      expect(response.status, JSON.stringify(json)).toBe(200);
      await testCase.check(json, h);
      return;
    }
    expect(json, JSON.stringify(json).slice(0, 300)).toMatchObject({
      success: true,
      errorCode: null,
    });
    await testCase.check(json.value, h);
  });
});
