import type { Plugin, Rolldown } from 'vite';
import { FIRST_LOAD_CHUNKS } from './initial-chunks';

/**
 * V8's explicit compile hint (Chrome 136 and later, ADR 0232): a file that starts with this
 * comment has every function compiled when the file is, on the script streaming thread while it
 * downloads, instead of each on the main thread the first time it is called. Browsers without
 * the feature read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The first load's chunks by name (`initial-chunks.ts`). */
const FIRST_LOAD = new Set(FIRST_LOAD_CHUNKS);

type ChunkFacts = Pick<Rolldown.RenderedChunk, 'name' | 'isEntry'>;

/**
 * Whether a chunk gets the hint: the entry chunks and the first load's chunks, whose code runs
 * on every page as the site starts. Lazy chunks do not: a route or a library loaded on demand
 * (firebase, the payload ciphers) runs a part of its functions, and compiling the rest would
 * only cost memory and the streaming thread's time.
 */
export function wantsCompileHint(chunk: ChunkFacts): boolean {
  return chunk.isEntry || FIRST_LOAD.has(chunk.name);
}

/** A source map's JSON with every mapping one line further down: the hint's line. */
export function shiftSourceMap(json: string): string {
  const map = JSON.parse(json) as { mappings?: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings ?? ''}` });
}

/**
 * Puts the hint on the first line of the first load's chunks (ADR 0232), once the chunks are
 * final: after minification, which drops comments, and after Vite's own `generateBundle` writes
 * its `__vite__mapDeps` line on top of the chunks with dynamic imports (V8 reads the hint on a
 * file's first line only). Each chunk's source map moves down a line with it. The file names keep
 * their hashes: the hint changes no behaviour, and a build gives a chunk the same first line.
 */
export function compileHints(): Plugin {
  return {
    name: 'site-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !wantsCompileHint(chunk)) continue;
          if (chunk.code.startsWith(`${COMPILE_HINT}\n`)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string')
            mapAsset.source = shiftSourceMap(mapAsset.source);
        }
      },
    },
  };
}
