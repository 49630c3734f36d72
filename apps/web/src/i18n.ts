import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@site/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shellMessages } from './shell-messages';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['shell'],
  defaultNS: 'shell',
  resources: Object.fromEntries(
    SUPPORTED_LANGUAGES.map((code) => [code, { shell: shellMessages[code] }]),
  ),
  interpolation: { escapeValue: false },
  initAsync: false,
});
