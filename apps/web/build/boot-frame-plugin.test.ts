// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { painterScript, withBootFrame } from './boot-frame-plugin';

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
