import { baseTokens, type ThemeTokens } from '@site/theme';
import logo from './assets/logo.svg';

/** The default merchant's tokens: the neutral base, unchanged. */
export const tokens: ThemeTokens = baseTokens;

export const assets = {
  logo,
  logoAlt: 'PLAYSITE',
};

export const siteName = 'PLAYSITE';
