import type { Plugin, Rolldown } from 'vite';

/**
 * The first load's chunks (ADR 0156, 0210): which modules go into the boot, library and app
 * chunks, which files those are, and the plugins that find the boot's modules and hint the app's
 * chunks from index.html.
 */

/** The app half of the boot: a build input of its own, so its chunks can be grouped (ADR 0156). */
export const APP_INPUT = 'app';

/** The first load's state libraries: the `vendor-state` chunk (ADR 0210). */
const STATE_LIBRARIES = [
  '@reduxjs/toolkit',
  'redux',
  'redux-thunk',
  'immer',
  'reselect',
  'react-redux',
  'use-sync-external-store',
  '@standard-schema/utils',
];
/** The router, styling and i18n: the `vendor-view` chunk (ADR 0210). React is in `vendor`. */
const VIEW_LIBRARIES = ['react-router', 'styled-components', 'stylis', 'i18next', 'react-i18next'];

/**
 * The boot's door into each library group (`src/boot/libraries-*.ts`, ADR 0210): built into
 * its group's chunk, so importing it fetches nothing more.
 */
const STATE_DOOR = '/src/boot/libraries-state.ts';
const VIEW_DOOR = '/src/boot/libraries-view.ts';
/** The boot's door into the `app-platform` chunk (ADR 0228). */
const PLATFORM_DOOR = '/src/boot/app-platform.ts';

/**
 * The shared packages every feature builds on (ADR 0228): the platform client and its state,
 * the theme, the UI kit, i18n and the feature contract. None of them imports the shell or a
 * feature, so they can be evaluated before the app's own modules.
 */
const PLATFORM_MODULE = /\/packages\/(api-core|theme|ui|i18n|feature-api)\/src\//;

/** A module of one of these packages, under pnpm's layout or a flat node_modules. */
function packages(names: readonly string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`node_modules/(\\.pnpm/[^/]+/node_modules/)?(${escaped.join('|')})/`);
}
const STATE_MODULE = packages(STATE_LIBRARIES);
const VIEW_MODULE = packages(VIEW_LIBRARIES);

/** The chunks of the first load, by name: the groups below and the bundler's runtime. */
export const FIRST_LOAD_CHUNKS: readonly string[] = [
  'boot',
  'vendor',
  'vendor-state',
  'vendor-view',
  'app-platform',
  'app',
  'rolldown-runtime',
];

/** A file of the first load: one of the groups below, or the bundler's runtime. */
const INITIAL_CHUNK = new RegExp(`(^|/)(${FIRST_LOAD_CHUNKS.join('|')})-[\\w-]{8}\\.js$`);
export const isInitialChunk = (fileName: string): boolean => INITIAL_CHUNK.test(fileName);

/**
 * Few, large initial chunks instead of dozens of small shared ones (ADR 0156): the boot module
 * alone (it requests the theme and messages at once), the libraries every page needs in three
 * groups that the boot evaluates a task apart (ADR 0210), and the app's own initial code in two,
 * the shared packages' and the shell's and features' (ADR 0228), also a task apart. Lazy routes
 * and sections keep rolldown's automatic chunks.
 */
export function initialChunkGroups(boot: ReadonlySet<string>): Rolldown.CodeSplittingGroup[] {
  return [
    {
      name: 'boot',
      priority: 5,
      test: (id: string) =>
        boot.has(id) && !id.includes('index.html') && !id.endsWith('/src/main.tsx'),
    },
    // Not limited to `$initial`, or the doors (dynamic imports) would stay out.
    {
      name: 'vendor-state',
      priority: 3,
      test: (id: string) => STATE_MODULE.test(id) || id.endsWith(STATE_DOOR),
    },
    {
      name: 'vendor-view',
      priority: 3,
      test: (id: string) => VIEW_MODULE.test(id) || id.endsWith(VIEW_DOOR),
    },
    // Above the two library groups, so that React is `vendor`'s: each group also takes the
    // modules its own modules import, and the state group took React (react-redux imports it),
    // which made `vendor` import `vendor-state` and both run in one task (ADR 0210).
    {
      name: 'vendor',
      priority: 4,
      tags: ['$initial'],
      test: (id: string) =>
        id.includes('/node_modules/') && !STATE_MODULE.test(id) && !VIEW_MODULE.test(id),
    },
    // The first load's modules only (`$initial`): a shared module that only a lazy chunk uses
    // (a centre page's form, the payload ciphers) stays in the lazy chunks. The door is one of
    // them: main-app.tsx imports it too.
    {
      name: 'app-platform',
      priority: 2,
      tags: ['$initial'],
      test: (id: string) => PLATFORM_MODULE.test(id) || id.endsWith(PLATFORM_DOOR),
    },
    {
      name: 'app',
      priority: 1,
      tags: ['$initial'],
      test: (id: string) => !boot.has(id),
    },
  ];
}

/**
 * main.tsx is a tiny boot module that imports the app (`main-app.tsx`, a second build input) with
 * a dynamic import beside the merchant's theme chunk; this hints the app's chunks from index.html
 * so the browser fetches them with the boot module, not after it ran (ADR 0155, ADR 0156).
 */
export function preloadApp(appInput: string, nonce: string | undefined): Plugin {
  return {
    name: 'site-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const app = chunks.find((chunk) => chunk.isEntry && chunk.name === appInput);
        const entry = chunks.find(
          (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'),
        );
        if (!app || !entry) return [];
        const preloaded = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (preloaded.has(fileName)) return;
          preloaded.add(fileName);
          files.push(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(app.fileName);
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${file}`,
            ...(nonce ? { nonce } : {}),
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The modules statically reachable from the boot module (`main.tsx`): they form the boot chunk,
 * which must not wait for the app's chunks (ADR 0156). Filled once the module graph is complete,
 * before chunking asks `bootChunkGroup.test`.
 */
export function bootModules(htmlEntry: string): Plugin & { modules: Set<string> } {
  const modules = new Set<string>();
  return {
    name: 'site-boot-modules',
    apply: 'build',
    modules,
    buildEnd() {
      modules.clear();
      const pending = [...this.getModuleIds()].filter((id) => id.includes(htmlEntry));
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
