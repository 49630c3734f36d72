import { defineLibraryConfig } from '@site/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  defineLibraryConfig({ entry: ['src/index.ts', 'src/namespaces.ts', 'src/testing.ts'] }),
);
