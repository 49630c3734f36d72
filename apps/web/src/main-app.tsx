import { loadMessages, type LanguageCode } from '@site/i18n';
import type { SiteTheme } from '@site/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createShellI18n } from './i18n';

/**
 * The app half of the boot (main.tsx starts it beside the merchant's theme chunk). Fetches the
 * shared namespaces of the language the visitor will most likely read while the theme is still
 * on its way; i18next then finds them in the module cache.
 */
export function warmLanguage(language: LanguageCode): void {
  for (const namespace of ['common', 'errors']) {
    loadMessages(namespace, language).catch(() => undefined);
  }
}

/**
 * Creates the i18n for the merchant's languages, then renders the site once. The merchant code
 * resolved at boot goes to the client explicitly (ADR 0190), never read back from storage.
 */
export async function renderSite(
  container: HTMLElement,
  theme: SiteTheme,
  merchantCode: string,
): Promise<void> {
  const siteI18n = await createShellI18n(theme);
  createRoot(container).render(
    <StrictMode>
      <App theme={theme} i18n={siteI18n.i18n} siteI18n={siteI18n} merchantCode={merchantCode} />
    </StrictMode>,
  );
}
