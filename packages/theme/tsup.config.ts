import { defineLibraryConfig } from '@site/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  defineLibraryConfig({ entry: ['src/index.ts', 'src/testing.tsx', 'src/vite.ts'] }),
);
