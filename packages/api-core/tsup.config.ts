import { defineLibraryConfig } from '@site/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  defineLibraryConfig({
    entry: {
      index: 'src/index.ts',
      'catalogue/index': 'src/catalogue/index.ts',
      'cipher/index': 'src/cipher/index.ts',
      'websocket/index': 'src/websocket/index.ts',
      'testing/index': 'src/testing/index.ts',
    },
  }),
);
