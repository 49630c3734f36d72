import { createRequire } from 'node:module';
import { vitestPreset } from '@site/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

// Node resolves styled-components to its server build, which never writes to the DOM. The
// provider's tests assert the style it injects, so use the browser build (as Vite does).
const styledBrowser = createRequire(import.meta.url)
  .resolve('styled-components')
  .replace(/styled-components\.cjs\.js$/, 'styled-components.browser.esm.js');

export default defineConfig(
  mergeConfig(vitestPreset(), {
    resolve: { alias: [{ find: /^styled-components$/, replacement: styledBrowser }] },
    test: { server: { deps: { inline: [/styled-components/] } } },
  }),
);
