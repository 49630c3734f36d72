import { commonNamespace, loadDayjsLocale, type LanguageCode } from '@site/i18n/namespaces';
import { uiNamespace } from '@site/ui/i18n';
import { releaseBootFrame } from './boot/boot-frame';
import { nextTask } from './boot/next-task';
import { currentMerchant, loadMerchantTheme } from './theme/load-merchant-theme';
import { shellMessageLoaders } from './shell-messages';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** The saved language (`hisLang`), else the site-wide default: the best guess before the theme. */
function likelyLanguage(): LanguageCode {
  let saved: string | null;
  try {
    saved = window.localStorage.getItem('hisLang');
  } catch {
    saved = null;
  }
  return saved !== null && saved in shellMessageLoaders ? (saved as LanguageCode) : 'CN';
}

/**
 * A boot with no waterfall (ADR 0155): this module is tiny; the merchant's theme chunk, the app
 * (whose chunks index.html already modulepreloads) and the likely language's shared and shell
 * messages are all requested at once. The app half then starts the platform's start-up calls, the
 * current route's chunk and its messages before it renders (main-app.tsx).
 */
async function bootstrap(root: HTMLElement) {
  const merchant = currentMerchant();
  const language = likelyLanguage();
  const theme = loadMerchantTheme(merchant.themeCode);
  // One chunk per language holds `common` and `errors`; i18next finds it in the module cache, as
  // it does the language's built-in texts of @site/ui.
  Promise.resolve(commonNamespace.load(language)).catch(() => undefined);
  Promise.resolve(uiNamespace.load(language)).catch(() => undefined);
  // dayjs and its locale, which the site's i18n selects before the first render.
  loadDayjsLocale(language).catch(() => undefined);
  shellMessageLoaders[language]().catch(() => undefined);
  // The theme is a small chunk and comes first: its fonts load while the app still downloads
  // (ADR 0207). The warm-up is a small chunk of its own, beside the theme's: not in the entry.
  Promise.all([theme, import('./boot/warm-fonts')])
    .then(([loaded, { warmFonts }]) => warmFonts(loaded.tokens.font, language))
    .catch(() => undefined);
  // The first load runs in five tasks: the libraries in three (ADR 0210), React (the `vendor`
  // chunk, which react-dom's client is in), then the state libraries, then the router, styling
  // and i18n; then the shared packages, then the app's own modules (ADR 0228). Evaluated at once
  // the libraries were one task of about 50 ms on a fast machine. Every chunk is already on its
  // way (index.html preloads them). React starts a task after this one: a preloaded chunk's
  // import evaluates in the task that asks for it, and this one has just started the requests
  // above.
  const app = nextTask()
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('./boot/libraries-state'))
    .then(nextTask)
    .then(() => import('./boot/libraries-view'))
    .then(nextTask)
    .then(() => import('./boot/app-platform'))
    .then(nextTask)
    .then(() => import('./main-app'));
  const [loadedTheme, { renderSite }] = await Promise.all([theme, app]);
  await renderSite(root, loadedTheme, merchant.merchantCode);
}

bootstrap(container).catch((error: unknown) => {
  // A boot that failed (a chunk that did not load) must not leave the frame up as if loading.
  releaseBootFrame();
  window.reportError(error);
});
