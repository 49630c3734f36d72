import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MerchantTable } from '@site/theme/vite';
import { runnerImport, type Plugin } from 'vite';
import type { BootFrameLook } from '../src/boot/boot-frame';

/**
 * What each merchant theme of the build gives its index page (ADR 0204, ADR 0219): the boot
 * frame's look (background and logo) and the favicon link, read once from the themes through
 * Vite's module runner, with their images inlined as the site's build inlines them.
 */

const IMAGE = /\.(svg|png|jpe?g|webp|gif)$/;
const MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Theme images as data URLs, as the site's build inlines them (themes are self-contained). */
const inlineImages: Plugin = {
  name: 'boot-frame-inline-images',
  enforce: 'pre',
  load(id) {
    const file = id.split('?')[0] ?? id;
    const ext = IMAGE.exec(file)?.[1];
    if (!ext) return undefined;
    const url =
      ext === 'svg'
        ? `data:${MIME.svg},${encodeURIComponent(readFileSync(file, 'utf8'))}`
        : `data:${MIME[ext]};base64,${readFileSync(file).toString('base64')}`;
    return `export default ${JSON.stringify(url)};`;
  },
};

interface ThemeLike {
  tokens?: { color?: { background?: unknown } };
  assets?: { logo?: unknown; favicon?: unknown };
}

/**
 * The theme's favicon as the index page's first icon link (ADR 0219), so the browser shows the
 * merchant's icon from the first byte and never asks for `/favicon.ico` (the site has none: the
 * server answered that request with the index page, and it held one of the browser's few
 * connections while the first load's chunks queued). The image passes the theme's own image
 * rule, as the logo does; none is written otherwise. The theme provider later points the same
 * link at the merchant's icon or the platform's (`useRootDocument` in @site/theme).
 */
export function withFavicon(
  html: string,
  favicon: unknown,
  isSafeImageUrl: (value: unknown) => value is string,
): string {
  if (!isSafeImageUrl(favicon)) return html;
  const href = favicon
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return html.replace(/\n?([ \t]*)<\/head>/, `\n$1  <link rel="icon" href="${href}">\n$1</head>`);
}

/**
 * The frame's values of one theme. The logo passes the theme's own image rule
 * (`isSafeImageUrl` of @site/theme, the one server templates go through) or is left out.
 */
export function lookOf(
  code: string,
  theme: ThemeLike,
  isSafeImageUrl: (value: unknown) => value is string,
): BootFrameLook {
  const background = theme.tokens?.color?.background;
  const logo = theme.assets?.logo;
  return {
    theme: code,
    background: typeof background === 'string' ? background : '',
    logo: isSafeImageUrl(logo) ? logo : '',
  };
}

/** Loads every theme of the build once, through Vite's module runner, and takes their looks. */
export async function themeLooks(
  table: MerchantTable,
  cacheDir: string,
): Promise<Record<string, { look: BootFrameLook; page: (html: string) => string }>> {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, 'boot-frame-themes.ts');
  writeFileSync(
    file,
    [
      ...table.included.map((m, i) => `import { theme as t${i} } from ${JSON.stringify(m.entry)};`),
      `export const themes = { ${table.included.map((m, i) => `${JSON.stringify(m.code)}: t${i}`).join(', ')} };`,
      "export { isSafeImageUrl } from '@site/theme';",
      '',
    ].join('\n'),
  );
  const { module } = await runnerImport<{
    themes: Record<string, ThemeLike>;
    isSafeImageUrl: (value: unknown) => value is string;
  }>(file, {
    configFile: false,
    logLevel: 'warn',
    plugins: [inlineImages],
  });
  return Object.fromEntries(
    Object.entries(module.themes).map(([code, t]) => [
      code,
      {
        look: lookOf(code, t, module.isSafeImageUrl),
        page: (html: string) => withFavicon(html, t.assets?.favicon, module.isSafeImageUrl),
      },
    ]),
  );
}
