import type { LanguageCode } from '@site/i18n';
import cn from './messages/cn';
import en from './messages/en';
import ja from './messages/ja';
import th from './messages/th';
import tw from './messages/tw';
import vi from './messages/vi';
import { UI_NAMESPACE } from './ui-namespace';

export { UI_NAMESPACE };

/** Every built-in text key; each language supplies all of them. */
export type UiMessages = { [K in keyof typeof cn]: string };
export type UiMessageKey = keyof UiMessages;

/**
 * Built-in texts of @site/ui in the six site languages (CN is the default), all in memory: for
 * tests, stories and apps without a namespace registry. A site registers the lazy `uiNamespace`
 * instead (`registerNamespace(uiNamespace)`), or calls `registerUiMessages(i18n)` on any i18next
 * instance, or sets `resources[code].ui = uiMessages[code]` when calling `init`.
 */
export const uiMessages: Readonly<Record<LanguageCode, UiMessages>> = {
  CN: cn,
  TW: tw,
  JA: ja,
  EN: en,
  TH: th,
  VI: vi,
};

/** The part of an i18next instance `registerUiMessages` needs. */
export interface ResourceBundleTarget {
  addResourceBundle(
    lng: string,
    ns: string,
    resources: object,
    deep?: boolean,
    overwrite?: boolean,
  ): unknown;
}

/**
 * Adds the `ui` namespace for all six languages to an i18next instance. Existing keys win
 * (`overwrite: false`), so an app may override a built-in text by registering it first.
 */
export function registerUiMessages(i18n: ResourceBundleTarget): void {
  for (const [code, messages] of Object.entries(uiMessages)) {
    i18n.addResourceBundle(code, UI_NAMESPACE, messages, true, false);
  }
}
