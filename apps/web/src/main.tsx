import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createShellI18n } from './i18n';
import { currentMerchant, loadMerchantTheme } from './theme/load-merchant-theme';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const root = createRoot(container);

/** Resolve the merchant, load only its theme chunk, then its languages, then render once. */
async function bootstrap() {
  const merchant = currentMerchant();
  const theme = await loadMerchantTheme(merchant.themeCode);
  const siteI18n = await createShellI18n(theme);
  root.render(
    <StrictMode>
      <App theme={theme} i18n={siteI18n.i18n} siteI18n={siteI18n} />
    </StrictMode>,
  );
}

void bootstrap();
