// @ts-check
// Size budgets read from Vite's build manifest (apps/web/dist/.vite/manifest.json): what the
// first page load downloads (the entry chunk and the chunks it preloads) and what each lazy
// route or section adds on top of it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const KIB = 1024;

/** The budgets (README, "Performance budgets"; ADR 0159). Raise one only with a decision. */
export const SIZE_BUDGETS = {
  /** The entry chunk plus every chunk index.html modulepreloads, gzip. */
  entryGzip: 180 * KIB,
  /** One lazy chunk (a route, a section, a dialog) plus what it loads that the entry did not. */
  lazyGzip: 60 * KIB,
  /** The inline script of each index page (the boot frame and its merchant's logo, ADR 0204). */
  inlineGzip: 2 * KIB,
};

/** Libraries that must stay behind a dynamic import: never in the entry. */
export const FORBIDDEN_IN_ENTRY = [
  {
    name: 'firebase',
    signature: /firebase/i,
    pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@?firebase\//,
  },
  {
    name: 'swiper',
    signature: /swiper/i,
    pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?swiper\//,
  },
  {
    name: 'crypto-js',
    signature: /CryptoJS/,
    pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?crypto-js\//,
  },
  {
    name: 'DOMPurify',
    signature: /DOMPurify/,
    pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?dompurify\//,
  },
  {
    // Loaded with its locale by the screens that format dates, warmed by the boot (ADR 0158).
    name: 'dayjs',
    signature: /\$isDayjsObject/,
    pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?dayjs\//,
  },
  {
    name: 'QR generator',
    signature: /qrcode/i,
    pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(qrcode-generator|qrcode)\//,
  },
  {
    // The device id chain loads it when a login or registration first needs an id (ADR 0191).
    name: 'FingerprintJS',
    signature: /openfpcdn|__fpjs_d_m/,
    pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@fingerprintjs\//,
  },
];

/**
 * @typedef {{ file: string; name?: string; src?: string; isEntry?: boolean;
 *   isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * The manifest keys a chunk pulls in with static imports, itself included (depth first).
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} [seen]
 */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/**
 * @param {Manifest} manifest
 * @returns {string}
 */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('The Vite manifest has no entry chunk (build.manifest: true?)');
  return key;
}

/**
 * The JavaScript files index.html makes the browser fetch at once: its module scripts and
 * modulepreload links, in order, without the leading slash.
 * @param {string} html
 * @returns {string[]}
 */
export function initialFiles(html) {
  const files = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script/.test(tag) && /type="module"/.test(tag);
    const isPreload = /^<link/.test(tag) && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && url && url.startsWith('/')) files.push(url.slice(1));
  }
  return [...new Set(files)];
}

/** V8's explicit compile hint: the first line of every file of the first load (ADR 0232). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The files among `files` whose first line is not the compile hint (ADR 0232). The build puts
 * it on each initial file; a bundler that dropped it would hand the first load's compilation
 * back to the main thread, and nothing else would show it.
 * @param {string} distDir
 * @param {string[]} files
 * @returns {string[]}
 */
export function withoutCompileHint(distDir, files) {
  return files.filter((file) => {
    const full = path.join(distDir, file);
    return !existsSync(full) || !readFileSync(full, 'utf8').startsWith(`${COMPILE_HINT}\n`);
  });
}

/**
 * The inline scripts of a page (no `src`): JavaScript the first load runs without a request.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '');
}

/**
 * The index page (index.html, and each merchant's index-<code>.html) with the most inline
 * JavaScript, gzip.
 * @param {string} distDir
 */
export function largestInlineScript(distDir) {
  let largest = { page: 'index.html', gzip: 0 };
  for (const page of readdirSync(distDir).filter((f) => /^index(-[\w-]+)?\.html$/.test(f))) {
    const code = inlineScripts(readFileSync(path.join(distDir, page), 'utf8')).join('\n');
    const gzip = code ? gzipSync(code, { level: 9 }).length : 0;
    if (gzip > largest.gzip) largest = { page, gzip };
  }
  return largest;
}

/**
 * @param {string} distDir
 * @returns {(file: string) => number}
 */
export function gzipSizer(distDir) {
  /** @type {Map<string, number>} */
  const cache = new Map();
  return (file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
}

/**
 * The sources bundled into a chunk, from its source map when there is one.
 * @param {string} distDir
 * @param {string} file
 * @returns {string[] | null}
 */
export function chunkSources(distDir, file) {
  // Next to the chunk, or (hidden source maps, not served) in apps/web/sourcemaps/.
  const map = [
    path.join(distDir, `${file}.map`),
    path.join(distDir, '../sourcemaps', `${file}.map`),
  ].find((candidate) => existsSync(candidate));
  if (!map) return null;
  return (
    /** @type {{ sources?: string[] }} */ (JSON.parse(readFileSync(map, 'utf8'))).sources ?? []
  );
}

/**
 * Measures the build in `distDir` against the budgets.
 * @param {string} distDir
 * @param {{ sizeOf?: (file: string) => number; sourcesOf?: (file: string) => string[] | null;
 *   budgets?: typeof SIZE_BUDGETS }} [options]
 */
export function measureBundle(distDir, options = {}) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const sizeOf = options.sizeOf ?? gzipSizer(distDir);
  const sourcesOf = options.sourcesOf ?? ((file) => chunkSources(distDir, file));
  const budgets = options.budgets ?? SIZE_BUDGETS;
  const entry = entryKey(manifest);
  // What the first load fetches: index.html's module script and every modulepreload it names
  // (Vite's own for the entry's imports, and the app's that vite.config.ts adds).
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entryFiles = initialFiles(html);
  const byFile = new Map(Object.entries(manifest).map(([k, chunk]) => [chunk.file, k]));
  const entryKeys = new Set(entryFiles.map((file) => byFile.get(file) ?? file));
  const entryGzip = entryFiles.reduce((sum, file) => sum + sizeOf(file), 0);

  const forbidden = [];
  /** Initial files whose contents could not be checked (no source map). */
  const unchecked = [];
  for (const file of entryFiles) {
    const sources = sourcesOf(file);
    if (!sources) {
      // Generated code with no source map (the bundler's runtime): look for the libraries' names.
      const code = existsSync(path.join(distDir, file))
        ? readFileSync(path.join(distDir, file), 'utf8')
        : '';
      const named = FORBIDDEN_IN_ENTRY.filter((l) => l.signature.test(code));
      if (!code) unchecked.push(file);
      for (const library of named) forbidden.push({ library: library.name, file });
      continue;
    }
    const text = sources.join('\n');
    for (const library of FORBIDDEN_IN_ENTRY) {
      if (library.pattern.test(text)) forbidden.push({ library: library.name, file });
    }
  }

  const lazy = Object.entries(manifest)
    .filter(
      ([key, chunk]) => chunk.isDynamicEntry && !entryKeys.has(key) && chunk.file.endsWith('.js'),
    )
    .map(([key, chunk]) => {
      const added = [...staticClosure(manifest, key)].filter((k) => !entryKeys.has(k));
      const gzip = added.reduce((sum, k) => sum + sizeOf(manifest[k]?.file ?? ''), 0);
      return {
        name: chunk.src ? path.basename(chunk.src).replace(/\.[cm]?[jt]sx?$/, '') : chunk.name,
        src: chunk.src ?? key,
        file: chunk.file,
        ownGzip: sizeOf(chunk.file),
        gzip,
        ok: gzip <= budgets.lazyGzip,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const inline = largestInlineScript(distDir);
  return {
    entry: {
      file: manifest[entry]?.file ?? '',
      chunks: entryFiles.length,
      gzip: entryGzip,
      ok: entryGzip <= budgets.entryGzip,
    },
    inline: { ...inline, ok: inline.gzip <= budgets.inlineGzip },
    forbidden,
    unchecked,
    lazy,
    budgets,
    ok:
      entryGzip <= budgets.entryGzip &&
      inline.gzip <= budgets.inlineGzip &&
      forbidden.length === 0 &&
      unchecked.length === 0 &&
      lazy.every((c) => c.ok),
  };
}

/** @param {number} bytes */
export const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
