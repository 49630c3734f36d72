import { encryptCustomerServicePath } from '@site/api-core/cipher';
import { PlatformError } from '../envelope';
import { formatDateTime } from '../format';
import { type CallContext, handlers } from '../handler';
import { int, str } from '../input';
import { type Lang, LANGS, pick } from '../lang';
import { base64ToBytes, LOGO_PNG_BASE64 } from '../svg';
import { COUNTRIES, HELP_TREE, type HelpNode } from '../seed/content';
import { lotteryResources } from './lottery';
import { verifyCaptcha } from './session-helpers';

export function customerServiceList(ctx: CallContext) {
  return ctx.catalogue.customerService.map((entry) => ({
    path: entry.csKey ? encryptCustomerServicePath(entry.url, entry.csKey) : entry.url,
    csType: entry.csType,
    type: entry.type,
    csPosition: entry.csPosition,
    labelIds: entry.labelIds,
    title: pick(entry.title, ctx.lang),
  }));
}

function resources(ctx: CallContext) {
  const code = ctx.merchant;
  return [
    {
      resourceType: 'IOS',
      url: `/download?platform=ios&merchant=${code}`,
      qrCodeUrl: `/res/qr/ios-${code}.svg`,
    },
    {
      resourceType: 'Android',
      url: `/download?platform=android&merchant=${code}`,
      qrCodeUrl: `/res/qr/android-${code}.svg`,
    },
    { resourceType: 'H5', url: `/?merchant=${code}`, qrCodeUrl: `/res/qr/h5-${code}.svg` },
    { resourceType: 'QQ', url: '10001000', qrCodeUrl: `/res/qr/qq-${code}.svg` },
    { resourceType: 'WECHAT', url: `${code}_sandbox`, qrCodeUrl: `/res/qr/wechat-${code}.svg` },
    {
      resourceType: 'ZALO',
      url: `https://zalo.me/${code}sandbox`,
      qrCodeUrl: `/res/qr/zalo-${code}.svg`,
    },
    { resourceType: 'SpeedTest', url: '/speedtest', qrCodeUrl: null },
    ...lotteryResources(ctx),
  ];
}

function domainList(ctx: CallContext) {
  return ctx.catalogue.profile.domains.map((domainName, index) => ({
    domainName,
    speed: [45, 120, 260, 0, 75][index % 5] ?? 0,
  }));
}

function smsProvider(ctx: CallContext) {
  return {
    apiKey: `sandbox-${ctx.merchant}-api-key`,
    authDomain: `${ctx.merchant}.sandbox.test`,
    projectId: `sandbox-${ctx.merchant}`,
    // SMS codes through firebase's phone sign-in (ADR 0027): off unless a test turns it on.
    firebase: ctx.controls.firebaseSms,
  };
}

function permission(ctx: CallContext) {
  return {
    imageCDNs: [''],
    launchGameCDNs: [''],
    smsProvider: smsProvider(ctx),
    whitelabel: ctx.tree(),
    maintenance: ctx.controls.maintenance,
    regionRestriction: ctx.controls.regionRestriction,
    ip: ctx.ip,
  };
}

function registerSettings(ctx: CallContext) {
  const profile = ctx.catalogue.profile;
  return {
    fields: ctx.catalogue.registerFields,
    captchaEnabled: profile.captchaEnabled,
    mobilePasswordSetting: profile.mobilePasswordSetting,
    affiliateSetting: profile.affiliateSetting,
    agreementRequired: true,
    usernameRegistration: ctx.flag('USERNAMEREG3'),
    mobileRegistration: ctx.flag('MOBILENUMREG3'),
  };
}

function templates(ctx: CallContext) {
  const profile = ctx.catalogue.profile;
  const name = pick(profile.name, ctx.lang);
  const prompts: Record<Lang, string> = {
    CN: `欢迎来到${name}`,
    TW: `歡迎來到${name}`,
    JA: `${name}へようこそ`,
    EN: `Welcome to ${name}`,
    TH: `ยินดีต้อนรับสู่ ${name}`,
    VI: `Chào mừng đến ${name}`,
  };
  return {
    ...profile.templates,
    template: profile.theme,
    merchantName: name,
    languages: LANGS,
    defaultLanguage: 'CN',
    mobileTemplate: {
      // No server logo is configured for the seeded merchants: the merchant theme's own logo shows.
      // (A platform that sets web_logo wins over the theme; see ADR 0032 and the theme tests.)
      web_logo: '',
      favicon: `/res/logo/${ctx.merchant}.svg?size=32`,
      splash: `/res/splash/${ctx.merchant}.svg`,
      app_desc: prompts[ctx.lang],
      bottom_app_desc: `© ${name}`,
      login_prompt_text: prompts[ctx.lang],
    },
    shellSet: { loginPop: ctx.merchant === 'aurum' },
    registerMessageTemplate: prompts[ctx.lang],
  };
}

function helpNode(node: HelpNode, lang: Lang): unknown {
  return {
    id: node.id,
    tag: node.tag,
    title: pick(node.title, lang),
    content: pick(node.content, lang),
    children: node.children.map((child) => helpNode(child, lang)),
  };
}

export const systemHandlers = handlers({
  systemCountry: { handle: () => COUNTRIES },
  registerSettings: { handle: registerSettings },
  settingsConsolidated: {
    handle: (ctx) => {
      const profile = ctx.catalogue.profile;
      return {
        domainRoute: domainList(ctx),
        resources: resources(ctx),
        customerService: customerServiceList(ctx),
        register: registerSettings(ctx),
        whitelabel: ctx.tree(),
        smsProvider: smsProvider(ctx),
        currency: profile.currency,
        currencySymbol: profile.currencySymbol,
        currencyPosition: profile.currencyPosition,
        countryCode: profile.countryCode,
        countryDialingCode: profile.countryDialingCode,
        singleWallet: profile.singleWallet,
        imageCDNs: [''],
        gw: { captchaId: `sandbox-${ctx.merchant}`, captchaVersion: 'v3', profileIconCount: 9 },
        promoCodeEnable: ctx.merchant !== 'lumen',
        hasRebate: true,
        regExp: {
          password: '^.{6,16}$',
          username: '^[A-Za-z0-9]{6,13}$',
          mobileNum: '^[0-9]{10,16}$',
        },
        liveChat: { provider: '/__sandbox/external', verifyToken: `sandbox-${ctx.merchant}` },
      };
    },
  },
  systemStatus: {
    input: { host: str({ max: 255 }) },
    handle: (ctx) => ({
      maintenance: ctx.controls.maintenance,
      regionRestriction: ctx.controls.regionRestriction,
      ip: ctx.ip,
      maintenanceStart: ctx.controls.maintenance ? formatDateTime(ctx.now) : null,
      maintenanceEnd:
        ctx.controls.maintenanceEnd === null ? null : formatDateTime(ctx.controls.maintenanceEnd),
    }),
  },
  systemLocation: {
    handle: (ctx) => ({
      countryCode: ctx.catalogue.profile.countryCode,
      countryDialingCode: ctx.catalogue.profile.countryDialingCode,
      ip: ctx.ip,
    }),
  },
  systemWhitelabel: { handle: permission },
  systemTemplates: { handle: templates },
  domainRoute: {
    handle: (ctx) => ({ customerService: customerServiceList(ctx), domainList: domainList(ctx) }),
  },
  domainPing: {
    input: { t: int({ min: 0 }) },
    handle: (ctx) => ({ pong: true, t: ctx.input.optNum('t') ?? ctx.now }),
  },
  speedTest: {
    input: { t: int({ min: 0 }) },
    handle: () =>
      new Response(base64ToBytes(LOGO_PNG_BASE64), {
        headers: { 'content-type': 'image/png', 'cache-control': 'no-store' },
      }),
  },
  helpCenter: {
    input: { lang: str({ max: 8 }), device: str({ max: 8 }) },
    handle: (ctx) => {
      const lang = (LANGS as readonly string[]).includes(ctx.input.str('lang').toUpperCase())
        ? (ctx.input.str('lang').toUpperCase() as Lang)
        : ctx.lang;
      return HELP_TREE.map((node) => helpNode(node, lang));
    },
  },
  feedback: {
    input: {
      sender: str({ max: 64 }),
      content: str({ max: 1000 }),
      type: str({ required: true, oneOf: ['0', '1', '2', '3', '4', '6'] }),
      captcha: str({ max: 16 }),
      captchaId: str({ max: 64 }),
      // One image as a data URL (ADR 0121): 5 MB of bytes is at most ~7 MB of base64.
      file: str({ max: 7_100_000 }),
    },
    handle: (ctx) => {
      const content = (ctx.input.optStr('content') ?? '').trim();
      const captcha = (ctx.input.optStr('captcha') ?? '').trim();
      // Description and captcha must be non-empty (not_empty), then 20 to 500 characters trimmed.
      if (content === '') throw new PlatformError('not_empty', 200, { field: 'content' });
      if (captcha === '') throw new PlatformError('not_empty', 200, { field: 'captcha' });
      if (content.length < 20 || content.length > 500)
        throw new PlatformError(
          'field.invalid',
          200,
          { field: 'content' },
          'content must have 20 to 500 characters',
        );
      // Visitors send neither an image nor a username.
      const file = ctx.input.optStr('file');
      if ((file !== undefined || ctx.input.optStr('sender') !== undefined) && !ctx.account)
        throw new PlatformError('CUSTOMER_NOT_LOGIN', 401);
      if (file !== undefined) {
        const match = /^data:image\/(jpeg|jpg|png);base64,([A-Za-z0-9+/]+={0,2})$/.exec(file);
        if (!match)
          throw new PlatformError('field.invalid', 200, { field: 'file' }, 'jpg, jpeg or png only');
        const data = match[2] ?? '';
        const bytes =
          Math.floor((data.length * 3) / 4) -
          (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
        if (bytes > 5_242_880)
          throw new PlatformError('field.invalid', 200, { field: 'file' }, 'at most 5 MB');
      }
      if (!verifyCaptcha(ctx, captcha, ctx.input.optStr('captchaId')))
        throw new PlatformError('captcha.incorrect', 200, { captcha: true });
      ctx.world.log.info(
        `[feedback] ${ctx.merchant} type ${ctx.input.str('type')} from ${ctx.account?.username ?? 'a visitor'}`,
      );
      return { feedbackId: Number(ctx.world.randomDigits(6)) };
    },
  },
  'relay.WPSCORE_getDownloadSetting': {
    input: { domain: str({ max: 255 }) },
    handle: (ctx) => ({
      resources: resources(ctx),
      iosSteps: Array.from({ length: 6 }, (_, i) => `/res/steps/ios-${i + 1}.svg`),
      androidVersion: '3.4.1',
      iosVersion: '3.4.0',
      forceUpdate: false,
    }),
  },
  'relay.WPSCORE_getTelegramLoginSetting': {
    handle: (ctx) => ({
      botId: `700${ctx.merchant.length}00${ctx.merchant.length}`,
      authDomain: `${ctx.merchant}.sandbox.test`,
    }),
  },
  'relay.WPSCORE_getCustomerServiceScript': {
    handle: (ctx) => ({ script: '', customerService: customerServiceList(ctx) }),
  },
});
