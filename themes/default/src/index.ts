import { defineMerchantTheme, type SiteTheme } from '@site/theme';
import appIcon from './assets/app-icon.svg';
import banner from './assets/banner.svg';
import favicon from './assets/favicon.svg';
import loginImage from './assets/login.svg';
import logo from './assets/logo.svg';
import splash from './assets/splash.svg';

/** The default merchant: the neutral base tokens, a blue brand, the classic layout. */
export const theme: SiteTheme = defineMerchantTheme({
  merchant: 'default',
  siteName: 'PLAYSITE',
  assets: {
    logo,
    logoAlt: 'PLAYSITE',
    favicon,
    splash,
    loginImage,
    defaultBanner: banner,
    appIcons: { ios: appIcon, android: appIcon, h5: appIcon },
  },
  templates: {
    header: 'classic',
    homeSections: ['banner', 'notice', 'games', 'lottery', 'promotions', 'download'],
    login: { leftImage: true },
    lobbyTile: 'card',
    memberCentre: 'popup',
  },
  flags: {
    REWCEN3: true,
    MAILCEN: true,
    INBOX3: true,
    DEPOSIT: true,
    WITHDRAW: true,
    FEEDBACK3: true,
    USERNAMEREG3: true,
    MOBILENUMREG3: true,
    FREEPLAY3: true,
  },
  languages: { default: 'CN', supported: ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] },
  currency: { code: 'CNY', symbol: '¥', position: 'F', decimals: 2, locale: 'zh' },
});

/** Kept for earlier consumers: the parts of `theme`. */
export const tokens = theme.tokens;
export const assets = theme.assets;
export const siteName = theme.siteName;
