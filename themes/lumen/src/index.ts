import { defineMerchantTheme, type SiteTheme } from '@site/theme';
import appIcon from './assets/app-icon.svg';
import banner from './assets/banner.svg';
import favicon from './assets/favicon.svg';
import loginImage from './assets/login.svg';
import logo from './assets/logo.svg';
import splash from './assets/splash.svg';

// Brand teal deep enough for white text (5.2:1); the light teal stays in the decorative gradients.
const teal = '#0b7a6c';

/** Lumen: a light lottery skin. Round shapes, lottery first, member centre as a page, Thai by default. */
export const theme: SiteTheme = defineMerchantTheme({
  merchant: 'lumen',
  siteName: 'LUMEN',
  // Merchant behaviour (ADR 0030): only what differs from the base behaviour.
  behaviour: { registrationMethod: 'PUT', payloadCipher: 'aes-gcm-rsa-oaep' },
  tokens: {
    color: {
      brand: teal,
      brandStrong: '#096b60',
      onBrand: '#ffffff',
      accent: '#ff6b4a',
      onAccent: '#1b1b1b',
      background: '#f3fbfa',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceSunken: '#e6f7f5',
      text: '#0b3b36',
      textMuted: '#48706b',
      border: '#c9e9e4',
      borderStrong: '#8cc9c0',
      focus: '#c2410c',
      headerBackground: teal,
      headerText: '#ffffff',
      footerBackground: '#0b3b36',
      footerText: '#d8f3ef',
    },
    gradient: {
      brand: 'linear-gradient(135deg, #12b5a0 0%, #3dd6c0 100%)',
      hero: 'linear-gradient(120deg, #fff4d6 0%, #e6f7f5 55%, #d4f1ff 100%)',
      card: 'linear-gradient(180deg, #ffffff 0%, #f3fbfa 100%)',
    },
    font: {
      family: "'Trebuchet MS', 'Noto Sans Thai', 'Noto Sans', system-ui, sans-serif",
      familyHeading: "'Trebuchet MS', 'Noto Sans Thai', 'Noto Sans', system-ui, sans-serif",
    },
    radius: { sm: '8px', md: '14px', lg: '24px' },
    shadow: {
      sm: '0 1px 3px rgba(18, 181, 160, 0.18)',
      md: '0 6px 18px rgba(18, 181, 160, 0.2)',
      focus: '0 0 0 3px rgba(255, 107, 74, 0.45)',
    },
  },
  assets: {
    logo,
    logoAlt: 'LUMEN',
    favicon,
    splash,
    loginImage,
    defaultBanner: banner,
    appIcons: { ios: appIcon, android: appIcon, h5: appIcon },
  },
  templates: {
    header: 'compact',
    homeSections: ['lottery', 'banner', 'notice', 'promotions', 'games', 'download'],
    login: { leftImage: false },
    lobbyTile: 'tile',
    memberCentre: 'route',
  },
  flags: {
    REWCEN3: true,
    MAILCEN: true,
    INBOX3: true,
    DEPOSIT: true,
    WITHDRAW: true,
    LOTTMINIGAME3: true,
    SEALOTTMINIGAME3: true,
    MOBILENUMREG3: true,
    USERNAMEREG3: true,
    MOBILELOGIN3: true,
    FREEPLAY3: true,
  },
  languages: { default: 'TH', supported: ['TH', 'EN', 'CN', 'VI'] },
  currency: { code: 'THB', symbol: '฿', position: 'F', decimals: 2, locale: 'zh' },
  copy: {
    TH: { shell: { home_title: 'ลุ้นโชคทุกวันกับ LUMEN ลอตเตอรี่' } },
    EN: { shell: { home_title: 'Daily draws at LUMEN lottery' } },
    CN: { shell: { home_title: 'LUMEN 彩票，天天开奖' } },
    VI: { shell: { home_title: 'Xổ số LUMEN, quay thưởng mỗi ngày' } },
  },
});

export const tokens = theme.tokens;
export const assets = theme.assets;
export const siteName = theme.siteName;
