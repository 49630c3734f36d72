// @vitest-environment node
import { isSafeImageUrl } from '@site/theme';
import { describe, expect, it } from 'vitest';
import {
  bootPages,
  lookOf,
  pageForHost,
  painterScript,
  parseBootFramesConf,
  withBootFrame,
  withFavicon,
} from './boot-frame-plugin';

const built = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>Site</title>
    <script type="module" crossorigin src="/assets/index-1.js" nonce="N"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js" nonce="N">
    <link rel="modulepreload" crossorigin href="/assets/app-1.js" nonce="N">
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js" nonce="N">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('withBootFrame', () => {
  const html = withBootFrame(built, '(function(){paint()})();', 'N');
  const head = html.slice(0, html.indexOf('</head>'));
  const template = /<template id="boot-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';

  it('leaves no script or preload in the head: nothing loads before the frame paints', () => {
    expect(head).not.toMatch(/<script|modulepreload/);
  });

  it('holds the module script and each preload once, in their order, in the template', () => {
    expect([...template.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/index-1.js',
      '/assets/runtime-1.js',
      '/assets/app-1.js',
    ]);
  });

  it('puts the painter after the template, with the nonce placeholder, at the end of the body', () => {
    expect(html).toMatch(
      /<\/template>\n {4}<script nonce="N">\(function\(\)\{paint\(\)\}\)\(\);<\/script>\n {2}<\/body>/,
    );
  });

  it('refuses a page with no module script and a painter that would close its tag', () => {
    expect(() => withBootFrame('<body></body>', 'x', 'N')).toThrow(/no module script/);
    expect(() => withBootFrame(built, 'a="</script>"', 'N')).toThrow(/<\/script/);
  });
});

describe('lookOf', () => {
  it.each([
    ['an inlined logo', 'data:image/svg+xml,%3Csvg%2F%3E', true],
    ['a logo on the site', '/res/logo.png', true],
    ['a logo on an https host', 'https://cdn.example/logo.png', true],
    ['a protocol-relative address', '//cdn.example/logo.png', false],
    ['a script address', 'javascript:alert(1)', false],
    ['an inlined file that is no image', 'data:text/html,%3Cscript%3E', false],
    ['no logo', undefined, false],
  ])('%s', (_case, logo, kept) => {
    const look = lookOf(
      'lumen',
      { tokens: { color: { background: '#fff' } }, assets: { logo } },
      isSafeImageUrl,
    );
    expect(look).toEqual({ theme: 'lumen', background: '#fff', logo: kept ? logo : '' });
  });
});

describe('withFavicon (ADR 0219)', () => {
  const page = '<html>\n  <head>\n    <title>Site</title>\n  </head>\n  <body></body>\n</html>\n';

  it("writes the theme's favicon as the page's icon link, so nothing asks for /favicon.ico", () => {
    const html = withFavicon(page, 'data:image/svg+xml,%3Csvg%2F%3E', isSafeImageUrl);
    expect(html).toContain(
      '    <title>Site</title>\n    <link rel="icon" href="data:image/svg+xml,%3Csvg%2F%3E">\n  </head>',
    );
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
  });

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['an inlined file that is no image', 'data:text/html,%3Cscript%3E'],
    ['a protocol-relative address', '//cdn.example/icon.png'],
    ['no favicon', undefined],
  ])('leaves %s out', (_case, favicon) => {
    expect(withFavicon(page, favicon, isSafeImageUrl)).toBe(page);
  });

  it('escapes the address for the attribute', () => {
    const html = withFavicon(page, '/res/icon.png?a=1&b="2"', isSafeImageUrl);
    expect(html).toContain('href="/res/icon.png?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('bootPages', () => {
  const table = {
    merchantCodes: ['default', 'aurum', 'lumen'],
    domainMerchants: {
      'gold.example': 'aurum',
      'lumen.localhost': 'lumen',
      'acme.example': 'acme',
    },
    fixedMerchant: null,
  };

  it('gives the default merchant index.html and every other theme a page of its own', () => {
    expect(bootPages(table).pages).toEqual({
      default: 'index.html',
      aurum: 'index-aurum.html',
      lumen: 'index-lumen.html',
    });
  });

  it('maps each host (and its sub-domains) to its merchant’s page; a merchant with no theme gets index.html; only host names reach nginx', () => {
    const hosts = parseBootFramesConf(bootPages(table).map);
    expect(hosts).toEqual({
      'gold.example': '/index-aurum.html',
      'lumen.localhost': '/index-lumen.html',
    });
    expect(pageForHost(hosts, 'm.gold.example')).toBe('/index-aurum.html');
    expect(pageForHost(hosts, 'lumen.localhost')).toBe('/index-lumen.html');
    expect(pageForHost(hosts, 'acme.example')).toBe('/index.html');
    expect(pageForHost(hosts, '127.0.0.1')).toBe('/index.html');
  });

  it('a one-skin build has one page and no map entries', () => {
    const one = bootPages({ ...table, merchantCodes: ['aurum'], fixedMerchant: 'aurum' });
    expect(one.pages).toEqual({ aurum: 'index.html' });
    expect(parseBootFramesConf(one.map)).toEqual({});
  });
});

describe('painterScript', () => {
  it('calls the painter with the page’s merchant, nothing able to close the script element', () => {
    const script = painterScript('var siteBootFrame={paintBootFrame:function(){}};', {
      look: { theme: 'x', background: '#fff', logo: 'data:image/svg+xml,</script>' },
      merchantCodes: ['x'],
      domainMerchants: {},
      fixedMerchant: null,
    });
    expect(script).not.toMatch(/<\/script/i);
    expect(script).toContain('siteBootFrame.paintBootFrame({"look":{"theme":"x"');
  });
});
