import {
  DEFAULT_LANGUAGE,
  defineNamespace,
  isSupportedLanguage,
  registerNamespace,
  type LanguageCode,
  type Messages,
} from '@site/i18n';
import { useTranslation } from 'react-i18next';
import cn from './messages/cn';
import en from './messages/en';
import ja from './messages/ja';
import th from './messages/th';
import tw from './messages/tw';
import vi from './messages/vi';

/** The namespace of the captcha widgets; `verify_first` and `not_empty` stay in `errors`. */
export const CAPTCHA_NAMESPACE = 'captcha';

/**
 * The texts are a dozen short lines per language, so they ship with the widgets: a login or
 * feedback form that shows a captcha never waits for (or suspends on) a separate chunk.
 */
const messages: Readonly<Record<LanguageCode, Messages>> = {
  CN: cn,
  TW: tw,
  JA: ja,
  EN: en,
  TH: th,
  VI: vi,
};

export const captchaNamespace = defineNamespace(
  CAPTCHA_NAMESPACE,
  (language) => messages[language],
);

/**
 * `t` of the captcha namespace. Registers the namespace and adds the current language's bundle
 * synchronously, so any feature can place a widget without listing the namespace itself.
 */
export function useCaptchaTranslation() {
  registerNamespace(captchaNamespace);
  const { i18n } = useTranslation();
  const language = i18n.language;
  const code: LanguageCode = isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (!i18n.hasResourceBundle(language, CAPTCHA_NAMESPACE)) {
    i18n.addResourceBundle(language, CAPTCHA_NAMESPACE, messages[code], true, false);
  }
  return useTranslation(CAPTCHA_NAMESPACE, { useSuspense: false });
}
