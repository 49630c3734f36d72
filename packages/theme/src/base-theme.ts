import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@site/i18n';
import { baseTokens } from './base-tokens';
import type { MerchantThemeInput, SiteTheme, ThemeBehaviour, ThemeTemplates } from './contract';
import { deepMerge } from './deep-merge';

export const baseTemplates: ThemeTemplates = {
  header: 'classic',
  homeSections: ['banner', 'notice', 'games', 'lottery', 'promotions', 'download'],
  login: { leftImage: true },
  lobbyTile: 'card',
  memberCentre: 'popup',
};

/**
 * Builds a complete theme from a merchant package's data: tokens over `baseTokens`, the other
 * parts over the base defaults. Theme packages call this, so a new skin is data only.
 */
/**
 * What a merchant that names no behaviour does: the captcha box only, registration by POST, the
 * section 5 mobile rule and agreement message, the server's code expiry and the live slider.
 */
export const BASE_BEHAVIOUR: ThemeBehaviour = {
  loginCaptchaReopensModal: false,
  registrationMethod: 'POST',
  payloadCipher: 'platform-des-rsa',
  mobileCodeDigits: null,
  agreementMessageKey: 'in_user_agreement',
  loginCodeCountdown: 'server-expiry',
  captchaEnvironment: 'live',
};

export function defineMerchantTheme(input: MerchantThemeInput): SiteTheme {
  return {
    merchant: input.merchant,
    siteName: input.siteName,
    tokens: deepMerge(baseTokens, input.tokens),
    templates: { ...baseTemplates, ...input.templates },
    assets: input.assets,
    texts: { appDescription: '', bottomAppDescription: '', loginPrompt: '', ...input.texts },
    flags: { ...input.flags },
    languages: {
      default: input.languages?.default ?? DEFAULT_LANGUAGE,
      supported: input.languages?.supported ?? SUPPORTED_LANGUAGES,
    },
    currency: {
      code: 'CNY',
      symbol: '¥',
      position: 'F',
      decimals: 2,
      locale: 'zh',
      ...input.currency,
    },
    copy: input.copy ?? {},
    behaviour: { ...BASE_BEHAVIOUR, ...input.behaviour },
  };
}
