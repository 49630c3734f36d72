import { defineLibraryConfig } from '@site/tsup-config';
import { defineConfig } from 'tsup';

// Three entries: the main one, `@site/ui/qr-code` (alone pulls in qrcode-generator) and
// `@site/ui/safe-html` (DOMPurify, itself loaded on first use).
export default defineConfig(
  defineLibraryConfig({ entry: ['src/index.ts', 'src/qr-code.ts', 'src/safe-html.ts'] }),
);
