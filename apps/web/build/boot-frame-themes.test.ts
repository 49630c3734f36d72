// @vitest-environment node
import { isSafeImageUrl } from '@site/theme';
import { describe, expect, it } from 'vitest';
import { lookOf, withFavicon } from './boot-frame-themes';

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
