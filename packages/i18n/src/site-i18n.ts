import i18next, { type BackendModule, type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDayjsLocale } from './dayjs-locale';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  localeOf,
  type LanguageCode,
} from './languages';
import { loadMessages, registerNamespace, type CopyOverrides } from './registry';
import { commonNamespace, errorsNamespace } from './shared-namespaces';

/** Local storage key of the chosen language (account-access.md section 3). */
export const LANGUAGE_STORAGE_KEY = 'hisLang';

type LanguageListener = (language: LanguageCode, previous: LanguageCode) => void;

export interface SiteI18nOptions {
  /** Forces a language (tests, stories); otherwise `hisLang`, then `defaultLanguage`. */
  language?: LanguageCode;
  /** The merchant theme's default language (default CN). */
  defaultLanguage?: LanguageCode;
  /** The merchant theme's languages (default all six). */
  supportedLanguages?: readonly LanguageCode[];
  /** Where `hisLang` lives; `null` disables persistence. Default: `localStorage` when present. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The merchant theme's copy overrides. */
  copy?: CopyOverrides;
  /** Namespaces loaded before the promise resolves (default `common` and `errors`). */
  preload?: readonly string[];
  /** React Suspense while a namespace loads (default true). */
  useSuspense?: boolean;
}

export interface SiteI18n {
  readonly i18n: I18nInstance;
  readonly supportedLanguages: readonly LanguageCode[];
  language(): LanguageCode;
  /** Switches language: saves `hisLang`, sets `<html lang>`, the dayjs locale, then notifies. */
  changeLanguage(language: LanguageCode): Promise<void>;
  onLanguageChange(listener: LanguageListener): () => void;
  /** Replaces the merchant copy (e.g. after a merchant switch) in loaded and future namespaces. */
  setCopy(copy: CopyOverrides): Promise<void>;
}

const globalListeners = new Set<LanguageListener>();
let active: SiteI18n | undefined;

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved language if it is one of `supported`. */
export function savedLanguage(
  storage: Pick<Storage, 'getItem'> | null = defaultStorage(),
  supported: readonly LanguageCode[] = SUPPORTED_LANGUAGES,
): LanguageCode | undefined {
  const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isSupportedLanguage(saved) && supported.includes(saved) ? saved : undefined;
}

/**
 * The language in use, for the `Language` header of every call. Works before the app created
 * its i18n (it then reads `hisLang`, else CN).
 */
export function getCurrentLanguage(): LanguageCode {
  return active?.language() ?? savedLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * Called after every language change of the app's i18n, e.g. to send
 * `PUT /wps/member/language` when logged in (not for isAgent 4). Returns an unsubscribe.
 */
export function onLanguageChange(listener: LanguageListener): () => void {
  globalListeners.add(listener);
  return () => globalListeners.delete(listener);
}

/**
 * Creates the site's i18next instance: the six languages, flat keys, the shared `common` and
 * `errors` namespaces, and every namespace features register, each loaded on first use through
 * the registry. The newest instance is the one `getCurrentLanguage` reports.
 */
export async function createSiteI18n(options: SiteI18nOptions = {}): Promise<SiteI18n> {
  registerNamespace(commonNamespace, errorsNamespace);
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const supported = options.supportedLanguages?.length
    ? options.supportedLanguages
    : SUPPORTED_LANGUAGES;
  const fallback = supported.includes(DEFAULT_LANGUAGE)
    ? DEFAULT_LANGUAGE
    : (supported[0] ?? DEFAULT_LANGUAGE);
  const defaultLanguage =
    options.defaultLanguage && supported.includes(options.defaultLanguage)
      ? options.defaultLanguage
      : fallback;
  const initial = options.language ?? savedLanguage(storage, supported) ?? defaultLanguage;
  let copy: CopyOverrides = options.copy ?? {};

  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      if (!isSupportedLanguage(language)) {
        callback(new Error(`unsupported language ${language}`), false);
        return;
      }
      loadMessages(namespace, language).then(
        (messages) => callback(null, { ...messages, ...copy[language]?.[namespace] }),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };

  const i18n = i18next.createInstance();
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: initial,
      // No runtime fallback language: a visitor downloads only their language. Completeness is
      // enforced by tests instead (findTranslationProblems, messages.test.ts).
      fallbackLng: false,
      supportedLngs: [...supported],
      load: 'currentOnly',
      nonExplicitSupportedLngs: false,
      lowerCaseLng: false,
      ns: [...(options.preload ?? ['common', 'errors'])],
      defaultNS: 'common',
      fallbackNS: ['common', 'errors'],
      keySeparator: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: options.useSuspense ?? true },
      returnNull: false,
    });

  const listeners = new Set<LanguageListener>();
  const applyDocument = (language: LanguageCode) => {
    if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
  };
  applyDocument(initial);
  await setDayjsLocale(initial);

  const site: SiteI18n = {
    i18n,
    supportedLanguages: supported,
    language: () => (isSupportedLanguage(i18n.language) ? i18n.language : defaultLanguage),
    async changeLanguage(language) {
      if (!supported.includes(language)) {
        throw new Error(`language ${language} is not offered (offered: ${supported.join(', ')})`);
      }
      const previous = site.language();
      await i18n.changeLanguage(language);
      storage?.setItem(LANGUAGE_STORAGE_KEY, language);
      applyDocument(language);
      await setDayjsLocale(language);
      if (language === previous) return;
      for (const listener of [...listeners, ...(active === site ? globalListeners : [])]) {
        listener(language, previous);
      }
    },
    onLanguageChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setCopy(next) {
      const previous = copy;
      copy = next;
      const reloads: Promise<unknown>[] = [];
      for (const language of supported) {
        for (const namespace of Object.keys(i18n.store.data[language] ?? {})) {
          if (previous[language]?.[namespace]) {
            // Old merchant copy sits in the bundle: read it again (the backend applies `next`).
            reloads.push(i18n.reloadResources(language, namespace));
          } else {
            const overrides = next[language]?.[namespace];
            if (overrides) i18n.addResourceBundle(language, namespace, overrides, true, true);
          }
        }
      }
      return Promise.all(reloads).then(() => undefined);
    },
  };
  active = site;
  return site;
}
