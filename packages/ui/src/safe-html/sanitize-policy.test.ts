import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { createSanitizer } from './sanitize-policy';

const sanitize = createSanitizer(DOMPurify, window);
const dom = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitize(html);
  return box;
};

describe('sanitiser policy (jsdom)', () => {
  it('keeps text formatting, lists, tables, images and links', () => {
    const out = dom(
      '<h2>T</h2><p><b>b</b><i>i</i><u>u</u><font color="red">f</font></p><ul><li>1</li></ul>' +
        '<table><tr><td colspan="2">c</td></tr></table><img src="/a.png" alt="a">' +
        '<a href="https://x.example/">x</a>',
    );
    for (const tag of ['h2', 'b', 'i', 'u', 'font', 'ul', 'li', 'table', 'td', 'img', 'a']) {
      expect(out.querySelector(tag), tag).not.toBeNull();
    }
    expect(out.querySelector('td')?.getAttribute('colspan')).toBe('2');
  });

  it.each(['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'meta', 'base', 'svg'])(
    'removes <%s>',
    (tag) => {
      const out = dom(`<p>x</p><${tag}></${tag}><form><input name="password"></form>`);
      expect(out.querySelector(tag)).toBeNull();
      expect(out.querySelector('input, form')).toBeNull();
    },
  );

  it('removes class and name, prefixes ids (no clobbering)', () => {
    const out = dom('<p class="sc-modal" id="cookie"><a name="getElementById">n</a></p>');
    expect(out.querySelector('p')?.getAttribute('class')).toBeNull();
    expect(out.querySelector('p')?.id).toBe('user-content-cookie');
    expect(out.querySelector('a')?.getAttribute('name')).toBeNull();
  });

  it.each([
    ['https://x.example/a', 'https://x.example/a'],
    ['/promotion/3', '/promotion/3'],
    ['mailto:help@x.example', 'mailto:help@x.example'],
    ['tel:+123', 'tel:+123'],
    ['#rules', '#user-content-rules'],
    ['javascript:alert(1)', null],
    ['vbscript:msgbox(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example/x', 'http://evil.example/x'],
    ['ftp://x.example/', null],
  ])('href %s -> %s', (href, expected) => {
    const out = dom(`<a href="${href}">go</a>`);
    expect(out.querySelector('a')?.getAttribute('href') ?? null).toBe(expected);
  });

  it('external links open in a new tab, cut from this window; other targets are dropped', () => {
    const out = dom(
      '<a href="https://x.example/" target="_top">e</a><a href="/in" target="w">i</a>' +
        '<a href="/in2" target="_blank">b</a><a href="mailto:a@x.example" target="_blank">m</a>',
    );
    const [external, inside, blank, mail] = [...out.querySelectorAll('a')];
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.getAttribute('target')).toBeNull();
    expect(inside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(blank?.getAttribute('target')).toBe('_blank');
    expect(mail?.getAttribute('target')).toBeNull();
  });

  it('keeps raster data: images and http(s) images, drops other image sources', () => {
    const out = dom(
      '<img src="data:image/png;base64,iVBORw0KGgo="><img src="javascript:alert(1)">' +
        '<img src="data:image/svg+xml;base64,PHN2Zz4="><img src="https://cdn.example/a.png">',
    );
    expect([...out.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'data:image/png;base64,iVBORw0KGgo=',
      null,
      null,
      'https://cdn.example/a.png',
    ]);
  });

  it('keeps only allowlisted CSS properties in style attributes', () => {
    const out = dom(
      '<p style="color: red; font-size: 14px; text-align: center; margin: 4px; padding: 2px; ' +
        'border: 1px solid blue; background-color: yellow; width: 50%; position: fixed; ' +
        'z-index: 9999; inset: 0; top: 0; transform: scale(9)">x</p>',
    );
    const style = out.querySelector('p')?.style;
    expect(style?.color).toBe('red');
    expect(style?.fontSize).toBe('14px');
    expect(style?.textAlign).toBe('center');
    expect(style?.marginTop).toBe('4px');
    expect(style?.paddingLeft).toBe('2px');
    expect(style?.borderTopStyle).toBe('solid');
    expect(style?.backgroundColor).toBe('yellow');
    expect(style?.width).toBe('50%');
    expect(style?.position).toBe('');
    expect(style?.zIndex).toBe('');
    expect(style?.top).toBe('');
    expect(style?.transform).toBe('');
  });

  it('drops url() backgrounds, negative margins and a style with nothing left', () => {
    const out = dom(
      '<p style="background-image: url(https://x.example/a.png); color: red">a</p>' +
        '<div style="margin-top: -500px; margin-left: 3px">b</div>' +
        '<span style="position: fixed; left: 0">c</span>',
    );
    expect(out.querySelector('p')?.getAttribute('style')).not.toMatch(/url/);
    expect(out.querySelector('p')?.style.color).toBe('red');
    expect(out.querySelector('div')?.style.marginTop).toBe('');
    expect(out.querySelector('div')?.style.marginLeft).toBe('3px');
    expect(out.querySelector('span')?.hasAttribute('style')).toBe(false);
  });
});
