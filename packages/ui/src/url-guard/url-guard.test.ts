import { describe, expect, it } from 'vitest';
import { guardUrl, isSameOrigin } from './url-guard';

const base = 'https://site.example/promotion';

describe('guardUrl: every server URL that becomes an href, src, window or frame', () => {
  it.each([
    ['https://game.example/play?x=1', 'https://game.example/play?x=1'],
    ['http://cdn.example/a.png', 'http://cdn.example/a.png'],
    ['/promotion#12', '/promotion#12'],
    ['  https://site.example/a  ', 'https://site.example/a'],
    ['images/a.png', 'https://site.example/images/a.png'],
    ['HTTPS://GAME.EXAMPLE/', 'https://game.example/'],
  ])('keeps %s', (input, expected) => {
    expect(guardUrl(input, { base })).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:alert(1)',
    'java\u200bscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://site.example/1',
    'mailto:a@b.example',
    'tel:+100',
    '',
    '   ',
  ])('refuses %j', (input) => {
    expect(guardUrl(input, { base })).toBeNull();
  });

  it.each([null, undefined, 12, {}, []])('refuses the non-string %j', (input) => {
    expect(guardUrl(input, { base })).toBeNull();
  });

  it('allows mailto: and tel: only for links that ask for them', () => {
    expect(guardUrl('mailto:help@site.example', { base, allowContact: true })).toBe(
      'mailto:help@site.example',
    );
    expect(guardUrl('tel:+100', { base, allowContact: true })).toBe('tel:+100');
    expect(guardUrl('javascript:alert(1)', { base, allowContact: true })).toBeNull();
  });

  it('allows base64 raster data: images only where the caller asks (img sources)', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(guardUrl(png, { base })).toBeNull();
    expect(guardUrl(png, { base, allowImageData: true })).toBe(png);
    expect(
      guardUrl('data:image/svg+xml;base64,PHN2Zz4=', { base, allowImageData: true }),
    ).toBeNull();
    expect(
      guardUrl('data:text/html;base64,PHNjcmlwdD4=', { base, allowImageData: true }),
    ).toBeNull();
    expect(guardUrl('data:image/png,<svg onload=x>', { base, allowImageData: true })).toBeNull();
    expect(guardUrl('javascript:alert(1)', { base, allowImageData: true })).toBeNull();
  });

  it('resolves a scheme-relative //host instead of keeping it as a site path', () => {
    expect(guardUrl('//evil.example/x', { base })).toBe('https://evil.example/x');
  });
});

describe('isSameOrigin', () => {
  it.each([
    ['/member', true],
    ['https://site.example/a', true],
    ['//evil.example', false],
    ['https://evil.example', false],
  ])('%s -> %s', (url, expected) => {
    expect(isSameOrigin(url, 'https://site.example')).toBe(expected);
  });
});
