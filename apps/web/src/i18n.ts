import { createSiteI18n, defineNamespace, registerNamespace, type SiteI18n } from '@site/i18n';
import type { SiteTheme } from '@site/theme';
import { UI_NAMESPACE, uiNamespace } from '@site/ui/i18n';
import { shellMessageLoaders } from './shell-messages';

/** The shell's own texts, one chunk per language (ADR 0155): a visitor loads only theirs. */
export const shellNamespace = defineNamespace('shell', (language) =>
  shellMessageLoaders[language](),
);

/**
 * The site's i18n for one merchant: its default and offered languages, its copy overrides.
 * Feature namespaces are registered by the shell as features load and fetched on first use.
 */
export async function createShellI18n(theme: SiteTheme): Promise<SiteI18n> {
  registerNamespace(shellNamespace, uiNamespace);
  return createSiteI18n({
    defaultLanguage: theme.languages.default,
    supportedLanguages: theme.languages.supported,
    copy: theme.copy,
    preload: ['common', 'errors', 'shell', UI_NAMESPACE],
  });
}
