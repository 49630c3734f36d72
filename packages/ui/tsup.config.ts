import { defineLibraryConfig } from '@site/tsup-config';
import { defineConfig } from 'tsup';

// Two entries: the main one and `@site/ui/qr-code`, which alone pulls in qrcode-generator.
export default defineConfig(defineLibraryConfig({ entry: ['src/index.ts', 'src/qr-code.ts'] }));
