import { defineLibraryConfig } from '@site/tsup-config';
import { defineConfig } from 'tsup';

// src/vite.js is hand-typed JavaScript (Node loads it unbuilt); the build script copies its
// declarations (src/vite.d.ts) into dist as they are.
export default defineConfig(
  defineLibraryConfig({
    entry: ['src/index.ts', 'src/flags.ts', 'src/testing.tsx', 'src/vite.js'],
    dts: { entry: ['src/index.ts', 'src/flags.ts', 'src/testing.tsx'] },
  }),
);
