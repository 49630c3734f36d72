import { defineLibraryConfig } from '@site/tsup-config';
import { defineConfig } from 'tsup';

// Four entries: the main one, `@site/ui/i18n` (the lazy `ui` namespace, without React),
// `@site/ui/qr-code` (alone pulls in qrcode-generator) and `@site/ui/safe-html` (DOMPurify,
// itself loaded on first use).
export default defineConfig(
  defineLibraryConfig({
    entry: ['src/index.ts', 'src/i18n.ts', 'src/qr-code.ts', 'src/safe-html.ts'],
  }),
);
