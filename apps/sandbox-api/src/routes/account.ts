import { PlatformError } from '../envelope';
import { round2 } from '../format';
import { type CallContext, handlers } from '../handler';
import { bool, list, str, type Schema } from '../input';
import { DEFAULT_PASSWORD, newAccount } from '../seed/accounts';
import { affiliateOwner } from '../seed/agent-team-seed';
import type { RegisterFieldRule } from '../seed/catalogue';
import type { Account } from '../state';
import {
  CAPTCHA_AFTER_FAILURES,
  issueCaptcha,
  issueSmsCode,
  loginResponse,
  memberInfoOf,
  verifyCaptcha,
  verifySmsCode,
} from './session-helpers';
import { issueSlider, verifySlider } from '../slider';

const LOGIN_INPUT: Schema = {
  username: str({ max: 64 }),
  password: str({ max: 64 }),
  captcha: str({ max: 16 }),
  captchaId: str({ max: 64 }),
  type: str({ oneOf: ['username', 'sms', 'mobileNum', 'firebase'] }),
  countryDialingCode: str({ max: 4, pattern: /^\d*$/ }),
  verificationCode: str({ max: 10 }),
  firebaseChannel: str({ oneOf: ['google', 'facebook', 'twitter', 'line', 'sms', 'telegram'] }),
  firebaseIdToken: str({ max: 4096 }),
  firebaseMobileNo: str({ max: 20 }),
  deviceId: str({ max: 64 }),
};

function failureKey(ctx: CallContext, username: string): string {
  return `${ctx.merchant}:${username.trim().toLowerCase()}`;
}

function recordFailure(ctx: CallContext, username: string): PlatformError {
  const key = failureKey(ctx, username);
  const failures = (ctx.world.loginFailures.get(key) ?? 0) + 1;
  ctx.world.loginFailures.set(key, failures);
  return new PlatformError(
    'login.incorrect',
    200,
    failures >= CAPTCHA_AFTER_FAILURES ? { captcha: true } : null,
  );
}

function findByMobile(ctx: CallContext, mobile: string): Account | undefined {
  const digits = mobile.replace(/\D/g, '');
  return ctx.merchantState.accounts.find((account) => account.mobileNo === digits);
}

function checkPassword(ctx: CallContext, username: string, password: string): Account {
  const account = ctx.world.findAccount(ctx.merchant, username);
  if (!account || account.password !== password) throw recordFailure(ctx, username);
  return account;
}

/**
 * The firebase ID token a phone sign-in yields in the sandbox: `sandbox-firebase-phone:+<digits>`
 * (a real platform verifies the token with firebase and reads its phone number; ADR 0027).
 */
export const firebasePhoneToken = (e164: string) => `sandbox-firebase-phone:${e164}`;

/**
 * A login through firebase's SMS channel: the token must name the number sent as
 * `firebaseMobileNo` (E.164, the dialing code first); the member is the one with that number.
 */
function firebaseSmsLogin(ctx: CallContext) {
  const { input } = ctx;
  const number = input.str('firebaseMobileNo');
  const digits = number.replace(/\D/g, '');
  if (!digits || input.str('firebaseIdToken') !== firebasePhoneToken(`+${digits}`))
    throw new PlatformError('login.incorrect');
  const account = ctx.merchantState.accounts.find(
    (candidate) =>
      candidate.mobileNo !== '' &&
      (`${candidate.countryDialingCode}${candidate.mobileNo}` === digits ||
        candidate.mobileNo === digits),
  );
  if (!account) throw new PlatformError('bind_customer_required', 200, { firebaseChannel: 'sms' });
  return loginResponse(ctx, account);
}

function login(ctx: CallContext) {
  const { input } = ctx;
  const type = input.optStr('type') ?? 'username';
  if (type === 'firebase' && input.optStr('firebaseChannel') === 'sms')
    return firebaseSmsLogin(ctx);
  if (type === 'firebase' || (input.optStr('firebaseIdToken') && type !== 'sms')) {
    const idToken = input.str('firebaseIdToken');
    const account = ctx.merchantState.accounts.find((candidate) =>
      candidate.firebaseIdTokens.includes(idToken),
    );
    if (!account)
      throw new PlatformError('bind_customer_required', 200, {
        firebaseChannel: input.optStr('firebaseChannel') ?? null,
      });
    return loginResponse(ctx, account);
  }
  const username = input.str('username').trim();
  if (!username)
    throw new PlatformError('field.invalid', 400, { field: 'username' }, 'username is required');
  if (ctx.flag('GEETEST3')) checkSlider(ctx);
  if (type === 'sms') {
    const account = findByMobile(ctx, username);
    verifySmsCode(
      ctx,
      'login',
      username,
      input.optStr('verificationCode') ?? input.optStr('password') ?? input.optStr('captcha'),
    );
    if (!account) throw new PlatformError('login.incorrect');
    return loginResponse(ctx, account);
  }
  if (!input.optStr('password'))
    throw new PlatformError('field.invalid', 400, { field: 'password' }, 'password is required');
  const failures = ctx.world.loginFailures.get(failureKey(ctx, username)) ?? 0;
  if (failures >= CAPTCHA_AFTER_FAILURES) {
    const answer = input.optStr('captcha');
    if (!answer) throw new PlatformError('captcha.required', 200, { captcha: true });
    if (!verifyCaptcha(ctx, answer, input.optStr('captchaId')))
      throw new PlatformError('captcha.incorrect', 200, { captcha: true });
  }
  const byMobile = type === 'mobileNum' ? findByMobile(ctx, username) : undefined;
  const account = checkPassword(ctx, byMobile?.username ?? username, input.str('password'));
  if (account.secondFactor) {
    throw new PlatformError('login_verify_required', 200, {
      methods: ['E', 'G', 'S', 'P'],
      expiredMinutes: 5,
      expirationTime: ctx.now + 5 * 60_000,
    });
  }
  return loginResponse(ctx, account);
}

function parseTelegramId(auth: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(auth);
    if (typeof parsed === 'object' && parsed !== null && 'id' in parsed)
      return String((parsed as { id: unknown }).id);
  } catch {
    // Not JSON: the widget's query-string form.
  }
  const id = new URLSearchParams(auth).get('id');
  return id ?? undefined;
}

function fieldRule(ctx: CallContext, key: string): RegisterFieldRule | undefined {
  return ctx.catalogue.registerFields.find((rule) => rule.key === key);
}

/** The server side of the registration rules (the same rules `/wps/system/setting/register` sends). */
function enforceRegisterRules(ctx: CallContext, skip: readonly string[]): void {
  for (const rule of ctx.catalogue.registerFields) {
    if (
      skip.includes(rule.key) ||
      rule.key === 'verifyPwd' ||
      rule.key === 'captcha' ||
      rule.key === 'verificationCode'
    )
      continue;
    const value = ctx.input.optStr(rule.key);
    if (!rule.enabled) continue;
    if (value === undefined) {
      if (rule.required)
        throw new PlatformError(
          'field.invalid',
          200,
          { field: rule.key },
          `${rule.key} is required`,
        );
      continue;
    }
    const tooShort = value.length < rule.minLength;
    const tooLong = value.length > rule.maxLength;
    const wrong = rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern).test(value);
    if (tooShort || tooLong || wrong)
      throw new PlatformError(
        'field.invalid',
        200,
        { field: rule.key },
        `${rule.key} does not match the rule`,
      );
  }
}

/** GEETEST3: the slider fields the client sends, judged once by the server (ADR 0166). */
function checkSlider(ctx: CallContext): void {
  verifySlider(
    ctx.world,
    ctx.merchant,
    {
      challenge: ctx.input.optStr('geetest_challenge'),
      validate: ctx.input.optStr('geetest_validate'),
      seccode: ctx.input.optStr('geetest_seccode'),
    },
    ctx.now,
  );
}

function checkCaptchaForRegistration(ctx: CallContext): void {
  if (ctx.flag('GEETEST3')) return checkSlider(ctx);
  const rule = fieldRule(ctx, 'captcha');
  if (
    rule?.enabled &&
    !verifyCaptcha(ctx, ctx.input.optStr('captcha'), ctx.input.optStr('captchaId'))
  ) {
    throw new PlatformError('captcha.incorrect', 200, { captcha: true });
  }
}

function checkAffiliate(ctx: CallContext): string | null {
  const code = ctx.input.optStr('affiliateCode');
  if (!code) return null;
  // An account's own code, or an enabled link's from the register centre (ADR 0144).
  const owner = affiliateOwner(ctx.merchantState, code);
  if (!owner)
    throw new PlatformError('affiliate.invalid', 200, {
      affiliateSetting: ctx.catalogue.profile.affiliateSetting,
    });
  return owner.agent.username;
}

function createAccount(
  ctx: CallContext,
  username: string,
  password: string,
  extra: Partial<Account>,
): Account {
  if (ctx.world.findAccount(ctx.merchant, username))
    throw new PlatformError('register.username.exists');
  const mobile = extra.mobileNo ?? null;
  if (mobile && ctx.merchantState.accounts.some((account) => account.mobileNo === mobile))
    throw new PlatformError('register.mobile.exists');
  const customerId = ctx.merchantState.nextCustomerId;
  ctx.merchantState.nextCustomerId += 1;
  const account: Account = {
    ...newAccount(ctx.catalogue.profile, customerId, username, ctx.now),
    password,
    language: ctx.lang,
    ...extra,
  };
  ctx.merchantState.accounts.push(account);
  ctx.changed();
  ctx.world.log.info(`[register] ${ctx.merchant} new account ${username} (#${customerId})`);
  return account;
}

function registerResult(ctx: CallContext, account: Account) {
  const loginWanted = ctx.input.bool('login', false);
  return {
    customerName: account.username,
    customerId: account.customerId,
    profile: { mobileNo: account.mobileNo },
    defaultPassword: account.password === DEFAULT_PASSWORD,
    ...(loginWanted ? loginResponse(ctx, account) : {}),
  };
}

const REGISTER_INPUT: Schema = {
  username: str({ max: 64 }),
  password: str({ max: 64 }),
  confirmPassword: str({ max: 64 }),
  verifyPwd: str({ max: 64 }),
  payeeName: str({ max: 60 }),
  paymentPassword: str({ max: 16 }),
  mobileNum: str({ max: 20 }),
  countryDialingCode: str({ max: 4, pattern: /^\d*$/ }),
  qqNum: str({ max: 20 }),
  email: str({ max: 100 }),
  line: str({ max: 60 }),
  facebook: str({ max: 100 }),
  whatsapp: str({ max: 20 }),
  idNumber: str({ max: 30 }),
  nickname: str({ max: 30 }),
  affiliateCode: str({ max: 32 }),
  recommenderId: str({ max: 32 }),
  captcha: str({ max: 16 }),
  captchaId: str({ max: 64 }),
  verificationCode: str({ max: 255 }),
  rebateId: str({ max: 32 }),
  registerUrl: str({ max: 2048 }),
  registerMethod: str({ oneOf: ['WEB'] }),
  referralCode: str({ max: 64 }),
  domain: str({ max: 255 }),
  linkId: str({ max: 32 }),
  login: bool(),
  firebaseChannel: str({ max: 16 }),
  firebaseIdToken: str({ max: 4096 }),
  telegramAuth: str({ max: 4096 }),
  smsTemplate: str({ max: 64 }),
  deviceId: str({ max: 64 }),
};

/**
 * The social identity a manual registration after the bind dialog carries (section 4): the new
 * account is bound to it, so the next social login with it signs in. An identity bound already
 * is refused, as the automatic registration refuses it.
 */
function providerIdentity(ctx: CallContext): {
  firebaseIdTokens: string[];
  telegramIds: string[];
} {
  const idToken = ctx.input.optStr('firebaseIdToken');
  const telegramAuth = ctx.input.optStr('telegramAuth');
  const telegramId = telegramAuth ? parseTelegramId(telegramAuth) : undefined;
  const taken = ctx.merchantState.accounts.some(
    (account) =>
      (idToken !== undefined && account.firebaseIdTokens.includes(idToken)) ||
      (telegramId !== undefined && account.telegramIds.includes(telegramId)),
  );
  if (taken) throw new PlatformError('register.username.exists');
  return {
    firebaseIdTokens: idToken ? [idToken] : [],
    telegramIds: telegramId ? [telegramId] : [],
  };
}

function register(ctx: CallContext) {
  const { input } = ctx;
  const username = input.str('username').trim();
  if (!username)
    throw new PlatformError('field.invalid', 200, { field: 'username' }, 'username is required');
  const password = input.str('password');
  const confirm = input.optStr('confirmPassword') ?? input.optStr('verifyPwd');
  if (confirm !== undefined && confirm !== password) throw new PlatformError('password.mismatch');
  enforceRegisterRules(ctx, []);
  checkCaptchaForRegistration(ctx);
  const mobile = input.optStr('mobileNum');
  if (fieldRule(ctx, 'verificationCode')?.required)
    verifySmsCode(ctx, 'register', mobile ?? '', input.optStr('verificationCode'));
  const upline = checkAffiliate(ctx);
  const identity = providerIdentity(ctx);
  const account = createAccount(ctx, username, password, {
    ...identity,
    nickname: input.optStr('nickname') ?? username,
    mobileNo: mobile ?? null,
    countryDialingCode:
      input.optStr('countryDialingCode') ?? ctx.catalogue.profile.countryDialingCode,
    email: input.optStr('email') ?? null,
    payeeName: input.optStr('payeeName') ?? null,
    paymentPassword: input.optStr('paymentPassword') ?? '',
    upline,
  });
  return registerResult(ctx, account);
}

function registerMobile(ctx: CallContext) {
  const { input } = ctx;
  const mobile = input.str('mobileNum').replace(/\D/g, '');
  if (mobile.length < 10 || mobile.length > 16)
    throw new PlatformError(
      'field.invalid',
      200,
      { field: 'mobileNum' },
      'mobileNum must have 10 to 16 digits',
    );
  verifySmsCode(ctx, 'register', mobile, input.optStr('verificationCode'));
  const passwordOff = ctx.catalogue.profile.mobilePasswordSetting === '0';
  const password = passwordOff ? DEFAULT_PASSWORD : input.str('password');
  if (!passwordOff) enforceRegisterRules(ctx, ['username', 'mobileNum']);
  const upline = checkAffiliate(ctx);
  const identity = providerIdentity(ctx);
  const account = createAccount(ctx, `m${mobile.slice(-10)}`, password, {
    ...identity,
    nickname: input.optStr('nickname') ?? `m${mobile.slice(-4)}`,
    mobileNo: mobile,
    countryDialingCode:
      input.optStr('countryDialingCode') ?? ctx.catalogue.profile.countryDialingCode,
    upline,
  });
  return registerResult(ctx, account);
}

function registerAuto(ctx: CallContext) {
  const { input } = ctx;
  const idToken = input.optStr('firebaseIdToken');
  const telegramId = input.optStr('telegramAuth')
    ? parseTelegramId(input.str('telegramAuth'))
    : undefined;
  if (!idToken && !telegramId)
    throw new PlatformError(
      'field.invalid',
      200,
      { field: 'firebaseIdToken' },
      'a firebaseIdToken or telegramAuth is required',
    );
  if (
    idToken &&
    ctx.merchantState.accounts.some((account) => account.firebaseIdTokens.includes(idToken))
  )
    throw new PlatformError('register.username.exists');
  const upline = checkAffiliate(ctx);
  const username = `g${ctx.world.randomDigits(9)}`;
  const account = createAccount(ctx, username, ctx.world.randomHex(8), {
    firebaseIdTokens: idToken ? [idToken] : [],
    telegramIds: telegramId ? [telegramId] : [],
    upline,
  });
  return registerResult(ctx, account);
}

function changePassword(ctx: CallContext) {
  const account = ctx.requireAccount();
  const { input } = ctx;
  const oldPassword =
    input.optStr('oldPassword') ?? (account.password === DEFAULT_PASSWORD ? DEFAULT_PASSWORD : '');
  const newPassword = input.str('newPassword');
  if (oldPassword !== account.password) throw new PlatformError('password.incorrect');
  if (newPassword !== input.str('confirmNewPassword')) throw new PlatformError('password.mismatch');
  if (newPassword === account.password) throw new PlatformError('password.same');
  if (newPassword === DEFAULT_PASSWORD) throw new PlatformError('password.insecure');
  account.password = newPassword;
  account.firstTimeLogin = false;
  account.passwordExpired = false;
  const session = ctx.token ? ctx.world.state.sessions[ctx.token] : undefined;
  if (session) delete session.passwordChangeRequired;
  ctx.changed();
  return true;
}

const PASSWORD_RULE = str({ required: true, min: 6, max: 16 });

/**
 * The SMS password reset's last step (ADR 0068): the reset code sent by `password/sms` to the
 * account's own number, a new password that passes the password rule, is not the insecure
 * default and is confirmed. The passwords are checked before the code, so a typing mistake does
 * not burn it; a wrong code counts towards burning it. Every open session of the account ends.
 */
function resetPasswordBySms(ctx: CallContext) {
  const { input } = ctx;
  const account = ctx.world.findAccount(ctx.merchant, input.str('username'));
  if (!account?.mobileNo) throw new PlatformError('password.recovery.mismatch');
  const mobile = input.optStr('mobileNumber');
  if (mobile !== undefined && mobile !== '' && mobile !== account.mobileNo)
    throw new PlatformError('password.recovery.mismatch');
  const newPassword = input.str('newPassword');
  if (newPassword !== input.str('confirmNewPassword')) throw new PlatformError('password.mismatch');
  if (newPassword === DEFAULT_PASSWORD) throw new PlatformError('password.insecure');
  verifySmsCode(ctx, 'reset', account.mobileNo, input.str('verificationCode'));
  account.password = newPassword;
  account.passwordExpired = false;
  for (const [token, session] of Object.entries(ctx.world.state.sessions))
    if (session.merchant === ctx.merchant && session.customerId === account.customerId)
      delete ctx.world.state.sessions[token];
  ctx.changed();
  return true;
}

export const accountHandlers = handlers({
  rsaKey: {
    handle: async (ctx) => (await ctx.world.keyPair(ctx.merchant)).publicKey,
  },
  login: { input: LOGIN_INPUT, handle: login },
  loginV2: { input: LOGIN_INPUT, handle: login },
  loginTelegram: {
    input: {
      registerUrl: str({ max: 2048 }),
      affiliateCode: str({ max: 32 }),
      domain: str({ max: 255 }),
      referralCode: str({ max: 64 }),
      telegramAuth: str({ required: true, max: 4096 }),
      deviceId: str({ max: 64 }),
    },
    handle: (ctx) => {
      const id = parseTelegramId(ctx.input.str('telegramAuth'));
      const account = id
        ? ctx.merchantState.accounts.find((candidate) => candidate.telegramIds.includes(id))
        : undefined;
      if (!account)
        throw new PlatformError('bind_customer_required', 200, { firebaseChannel: 'telegram' });
      return loginResponse(ctx, account);
    },
  },
  loginVerification: {
    input: {
      username: str({ required: true, max: 64 }),
      password: str({ required: true, max: 64 }),
      method: str({ required: true, oneOf: ['E', 'G', 'S', 'P'] }),
      email: str({ max: 100 }),
      authCode: str({ max: 10 }),
      mobileNum: str({ max: 20 }),
      verificationCode: str({ max: 10 }),
      payeeName: str({ max: 60 }),
      firebaseIdToken: str({ max: 4096 }),
      deviceId: str({ max: 64 }),
    },
    handle: (ctx) => {
      const { input } = ctx;
      const account = checkPassword(ctx, input.str('username'), input.str('password'));
      const method = input.str('method');
      const ok =
        (method === 'E' &&
          !!account.email &&
          input.str('email').toLowerCase() === account.email.toLowerCase()) ||
        (method === 'G' && !!account.authCode && input.str('authCode') === account.authCode) ||
        (method === 'P' && !!account.payeeName && input.str('payeeName') === account.payeeName);
      if (method === 'S') {
        if (input.str('mobileNum').replace(/\D/g, '') !== account.mobileNo)
          throw new PlatformError('login.verify.failed');
        verifySmsCode(ctx, 'login', input.str('mobileNum'), input.optStr('verificationCode'));
      } else if (!ok) throw new PlatformError('login.verify.failed');
      return loginResponse(ctx, account);
    },
  },
  loginFreePlay: {
    handle: (ctx) => {
      const username = `guest${ctx.world.randomDigits(6)}`;
      const account = createAccount(ctx, username, ctx.world.randomHex(8), {
        isAgent: 4,
        role: 'free play guest',
        freePlay: true,
        clubLabelId: null,
        wallets: [{ walletId: 0, accountName: 'MAIN', displayName: 'MAIN', availBalance: 2000 }],
      });
      return loginResponse(ctx, account);
    },
  },
  logout: {
    handle: (ctx) => {
      if (ctx.token) delete ctx.world.state.sessions[ctx.token];
      ctx.changed();
      return true;
    },
  },
  memberInfo: { handle: (ctx) => memberInfoOf(ctx.requireAccount(), ctx) },
  memberIcon: {
    handle: (ctx) => ({
      avatarType: 'STATIC',
      avatar: `/res/avatar/${ctx.requireAccount().avatarId}.svg`,
      iconCount: 9,
    }),
  },
  fundsConsolidated: {
    realAccountOnly: true,
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const { contracts } = account;
      const pending = (items: readonly { status: string }[]) =>
        items.some((item) => item.status === 'P' || item.status === 'E') ? '1' : '0';
      const total = account.wallets.reduce((sum, wallet) => sum + wallet.availBalance, 0);
      return {
        totalBalance: round2(total),
        teamBalance: [1, 2].includes(account.isAgent) ? round2(total * 3.5) : 0,
        downlineCount: [1, 2].includes(account.isAgent) ? 12 : 0,
        dividend: contracts.dividend,
        dailySalary: contracts.daily,
        hourSalary: contracts.hourly,
        realTimeSalary: contracts.realtime,
        divtypereq: pending(contracts.dividend),
        dailysalreqtype: pending(contracts.daily),
        contracthoursalreq: pending(contracts.hourly),
        realtimesalreqtype: pending(contracts.realtime),
      };
    },
  },
  memberLanguage: {
    realAccountOnly: true,
    input: {
      language: str({
        required: true,
        oneOf: ['EN', 'CN', 'TW', 'RU', 'TH', 'VI', 'JA', 'PT', 'ES', 'AR'],
      }),
    },
    handle: (ctx) => {
      ctx.requireAccount().language = ctx.input.str('language');
      ctx.changed();
      return true;
    },
  },
  changePassword: {
    input: {
      oldPassword: str({ max: 64 }),
      newPassword: PASSWORD_RULE,
      confirmNewPassword: str({ required: true, max: 64 }),
    },
    handle: changePassword,
  },
  passwordEmail: {
    input: {
      username: str({ required: true, max: 64 }),
      email: str({ required: true, max: 100, pattern: /^[^@\s]+@[^@\s]+\.[^@\s]+$/ }),
    },
    handle: (ctx) => {
      const account = ctx.world.findAccount(ctx.merchant, ctx.input.str('username'));
      if (!account || account.email?.toLowerCase() !== ctx.input.str('email').toLowerCase())
        throw new PlatformError('password.recovery.mismatch');
      ctx.world.log.info(`[mail] ${ctx.merchant} password reset mail sent for ${account.username}`);
      return true;
    },
  },
  passwordSms: {
    input: {
      username: str({ required: true, max: 64 }),
      mobileNumber: str({ required: true, max: 20, pattern: /^\d+$/ }),
    },
    handle: (ctx) => {
      const account = ctx.world.findAccount(ctx.merchant, ctx.input.str('username'));
      if (!account || account.mobileNo !== ctx.input.str('mobileNumber'))
        throw new PlatformError('password.recovery.mismatch');
      return issueSmsCode(ctx, 'reset', account.mobileNo, account.countryDialingCode);
    },
  },
  passwordVerification: {
    input: {
      username: str({ required: true, max: 64 }),
      mobileNumber: str({ max: 20, pattern: /^\d*$/ }),
      verificationCode: str({ required: true, max: 10 }),
      newPassword: PASSWORD_RULE,
      confirmNewPassword: str({ required: true, max: 64 }),
    },
    handle: resetPasswordBySms,
  },
  smsLoginCode: {
    input: {
      countryDialingCode: str({ max: 3, pattern: /^\d*$/ }),
      mobileNum: str({ required: true, min: 10, max: 16, pattern: /^\d+$/ }),
    },
    handle: (ctx) =>
      issueSmsCode(
        ctx,
        'login',
        ctx.input.str('mobileNum'),
        ctx.input.optStr('countryDialingCode'),
      ),
  },
  smsRegisterCode: {
    input: {
      countryDialingCode: str({ max: 3, pattern: /^\d*$/ }),
      mobileNo: str({ required: true, min: 10, max: 16, pattern: /^\d+$/ }),
    },
    handle: (ctx) => {
      const mobile = ctx.input.str('mobileNo');
      if (ctx.merchantState.accounts.some((account) => account.mobileNo === mobile))
        throw new PlatformError('register.mobile.exists');
      return issueSmsCode(ctx, 'register', mobile, ctx.input.optStr('countryDialingCode'));
    },
  },
  securityConfig: {
    input: { username: str({ max: 64 }) },
    handle: (ctx) => ({
      email: 'Y',
      googleAuth: 'Y',
      mobile: ctx.flag('MOBILEVERCODELOGIN3') ? 'Y' : 'N',
      payeeName: 'Y',
      loginVerify: 'Y',
    }),
  },
  register: { input: REGISTER_INPUT, handle: register },
  registerMobile: { input: REGISTER_INPUT, handle: registerMobile },
  registerAutoUsername: { input: REGISTER_INPUT, handle: registerAuto },
  affiliateCheck: {
    input: { code: str({ required: true, max: 32 }), domain: str({ max: 255 }) },
    handle: (ctx) => {
      const owner = affiliateOwner(ctx.merchantState, ctx.input.str('code'));
      if (!owner)
        throw new PlatformError('affiliate.invalid', 200, {
          affiliateSetting: ctx.catalogue.profile.affiliateSetting,
        });
      return {
        affiliateCode: owner.affiliateCode,
        valid: true,
        agentName: owner.agent.nickname,
        affiliateSetting: ctx.catalogue.profile.affiliateSetting,
      };
    },
  },
  captcha: { handle: (ctx) => issueCaptcha(ctx.world, ctx.merchant, ctx.now) },
  captchaGeetest: { handle: (ctx) => issueSlider(ctx.world, ctx.merchant, ctx.now) },
  walletBalance: {
    input: { typeId: list({ item: 'number', max: 4 }) },
    handle: (ctx) => {
      const account = ctx.requireAccount();
      return {
        currency: ctx.catalogue.profile.currency,
        totalBalance: round2(account.wallets.reduce((sum, wallet) => sum + wallet.availBalance, 0)),
        wallets: account.wallets.map((wallet) => ({ ...wallet })),
      };
    },
  },
});
