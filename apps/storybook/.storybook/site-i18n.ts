import {
  createSiteI18n,
  eagerNamespace,
  registerNamespace,
  type LanguageCode,
  type SiteI18n,
} from '@site/i18n';
import { UI_NAMESPACE, uiMessages } from '@site/ui';

let instance: Promise<SiteI18n> | undefined;

/**
 * Storybook's i18n: the shared namespaces plus every package's resources registered here, in the
 * toolbar's language. Not persisted (`hisLang` belongs to the site, not to Storybook).
 */
export async function storybookI18n(language: LanguageCode): Promise<SiteI18n> {
  instance ??= (async () => {
    registerNamespace(eagerNamespace(UI_NAMESPACE, uiMessages));
    return createSiteI18n({ storage: null, language, preload: ['common', 'errors', UI_NAMESPACE] });
  })();
  const site = await instance;
  if (site.language() !== language) await site.changeLanguage(language);
  return site;
}
