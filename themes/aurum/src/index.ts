import { defineMerchantTheme, type SiteTheme } from '@site/theme';
import appIcon from './assets/app-icon.svg';
import banner from './assets/banner.svg';
import favicon from './assets/favicon.svg';
import loginImage from './assets/login.svg';
import logo from './assets/logo.svg';
import splash from './assets/splash.svg';

const gold = '#d4a62a';
const night = '#0d0b08';

/** Aurum: a dark gold casino skin. Serif headings, sharp corners, poster tiles, live games first. */
export const theme: SiteTheme = defineMerchantTheme({
  merchant: 'aurum',
  siteName: 'AURUM',
  // Merchant behaviour (ADR 0030): only what differs from the base behaviour.
  behaviour: { loginCaptchaReopensModal: true },
  tokens: {
    color: {
      brand: gold,
      brandStrong: '#b08620',
      onBrand: '#1a1408',
      accent: '#9e1b32',
      onAccent: '#fbeecf',
      background: night,
      surface: '#17130d',
      surfaceRaised: '#211a10',
      surfaceSunken: '#080604',
      overlay: 'rgba(0, 0, 0, 0.72)',
      text: '#f3e6c4',
      textMuted: '#b9a57a',
      textInverse: '#17130d',
      border: '#3a3020',
      borderStrong: '#6b5830',
      focus: '#f7dc8a',
      success: '#3fae6a',
      onSuccess: '#1a1408',
      warning: '#e0a526',
      onWarning: '#1a1408',
      danger: '#e0524f',
      // Dark text on the light red keeps 4.7:1; white would be 3.8:1.
      onDanger: '#1a1408',
      info: '#5b9bd5',
      headerBackground: '#080604',
      headerText: '#f3e6c4',
      footerBackground: '#080604',
      footerText: '#b9a57a',
    },
    gradient: {
      brand: 'linear-gradient(180deg, #f7dc8a 0%, #d4a62a 55%, #9c7414 100%)',
      hero: 'radial-gradient(120% 140% at 80% 0%, #3a2a10 0%, #17130d 45%, #0d0b08 100%)',
      card: 'linear-gradient(180deg, #211a10 0%, #120e09 100%)',
    },
    font: {
      familyHeading: "Georgia, 'Times New Roman', 'Noto Serif SC', 'Songti SC', serif",
    },
    radius: { sm: '2px', md: '4px', lg: '6px' },
    shadow: {
      sm: '0 1px 2px rgba(0, 0, 0, 0.6)',
      md: '0 6px 16px rgba(0, 0, 0, 0.6)',
      lg: '0 16px 40px rgba(0, 0, 0, 0.7)',
      focus: '0 0 0 3px rgba(212, 166, 42, 0.55)',
    },
  },
  assets: {
    logo,
    logoAlt: 'AURUM',
    favicon,
    splash,
    loginImage,
    defaultBanner: banner,
    appIcons: { ios: appIcon, android: appIcon, h5: appIcon },
  },
  templates: {
    header: 'centered',
    homeSections: ['banner', 'games', 'winners', 'promotions', 'lottery', 'download'],
    login: { leftImage: true },
    lobbyTile: 'poster',
    memberCentre: 'popup',
  },
  flags: {
    REWCEN3: true,
    MAILCEN: true,
    INBOX3: true,
    DEPOSIT: true,
    WITHDRAW: true,
    PTSYS3: true,
    USERNAMEREG3: true,
    MOBILENUMREG3: false,
    FREEPLAY3: false,
    GOOGLELOGIN3: true,
  },
  languages: { default: 'CN', supported: ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] },
  currency: { code: 'CNY', symbol: '¥', position: 'F', decimals: 2, locale: 'zh' },
  copy: {
    CN: { shell: { home_title: '欢迎来到 AURUM 金殿娱乐场' } },
    TW: { shell: { home_title: '歡迎來到 AURUM 金殿娛樂場' } },
    JA: { shell: { home_title: 'AURUM ゴールドカジノへようこそ' } },
    EN: { shell: { home_title: 'Welcome to the AURUM gold casino' } },
    TH: { shell: { home_title: 'ยินดีต้อนรับสู่คาสิโนทองคำ AURUM' } },
    VI: { shell: { home_title: 'Chào mừng đến sòng bài vàng AURUM' } },
  },
});

export const tokens = theme.tokens;
export const assets = theme.assets;
export const siteName = theme.siteName;
