import { describe, expect, it } from 'vitest';
import { safeNextPath } from './navigation-rules';

// Open-redirect vectors for `?next=` (issue 11, item 7), by category, from the public
// open-redirect lists' families. Every one must be refused (null): the user stays on the site.
const origin = 'https://play.example.test';

const REFUSED: ReadonlyArray<readonly [category: string, next: string]> = [
  // Scheme-relative and slash runs.
  ['scheme-relative', '//evil.example'],
  ['scheme-relative', '//evil.example/'],
  ['scheme-relative', '//evil.example/login?x=1'],
  ['slash run', '///evil.example'],
  ['slash run', '////evil.example'],
  ['scheme-relative with port', '//evil.example:443'],
  ['scheme-relative to a look-alike', '//play.example.test.evil.example'],
  ['scheme-relative, host percent-encoded', '//%65vil.example'],
  // Backslashes (browsers read `\` as `/` in special URLs).
  ['backslash', '/\\evil.example'],
  ['backslash', '\\/evil.example'],
  ['backslash', '\\\\evil.example'],
  ['backslash', '/\\/evil.example'],
  ['backslash after scheme', 'https:/\\evil.example'],
  ['backslash before userinfo', 'https://evil.example\\@play.example.test'],
  ['backslash before userinfo', '//evil.example\\@play.example.test'],
  // Encoded slashes and backslashes.
  ['encoded slashes', '/%2f%2fevil.example'],
  ['encoded slashes', '/%2F/evil.example'],
  ['encoded slashes, relative', '%2f%2fevil.example'],
  ['encoded backslash', '/%5cevil.example'],
  ['encoded backslashes, relative', '%5c%5cevil.example'],
  ['double-encoded slashes', '/%252f%252fevil.example'],
  ['double-encoded backslash', '/%255cevil.example'],
  // Dot segments that normalise to `//`.
  ['dot segment', '/.//evil.example'],
  ['dot segment', '/./\\evil.example'],
  ['dot-dot segment', '/a/..//evil.example'],
  ['encoded dot segment', '/%2e//evil.example'],
  ['encoded dot-dot segment', '/%2e%2e//evil.example'],
  // Tabs, newlines and other controls (stripped by URL parsers, so `/\t/` is `//`).
  ['tab', '/\t/evil.example'],
  ['newline', '/\n/evil.example'],
  ['carriage return', '/\r/evil.example'],
  ['null', '//\u0000evil.example'],
  ['encoded tab', '/%09/evil.example'],
  ['encoded newline', '/%0a/evil.example'],
  ['leading ideographic space', '\u3000//evil.example'],
  // Absolute URLs elsewhere.
  ['absolute https', 'https://evil.example'],
  ['absolute http', 'http://evil.example/phish'],
  ['other scheme on this host', 'http://play.example.test/x'],
  ['other port on this host', 'https://play.example.test:8443/x'],
  ['scheme without slashes, other scheme', 'http:evil.example'],
  ['three slashes', 'https:///evil.example'],
  ['look-alike subdomain', 'https://play.example.test.evil.example/'],
  ['host in fragment', 'https://evil.example#play.example.test'],
  ['host in query', 'https://evil.example?play.example.test'],
  // Userinfo tricks.
  ['userinfo', 'https://play.example.test@evil.example'],
  ['userinfo with port', 'https://play.example.test:443@evil.example/'],
  ['userinfo, scheme-relative', '//play.example.test@evil.example'],
  // Script and other schemes.
  ['javascript', 'javascript:alert(1)'],
  ['javascript mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript leading space', ' javascript:alert(1)'],
  ['javascript with tab', 'java\tscript:alert(1)'],
  ['javascript comment newline', 'javascript://%0aalert(1)'],
  ['javascript with host-like comment', 'javascript://play.example.test/%0aalert(1)'],
  ['data', 'data:text/html,<script>alert(1)</script>'],
  ['data base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript', 'vbscript:msgbox(1)'],
  ['file', 'file:///etc/passwd'],
  ['blob', 'blob:https://play.example.test/3f0c'],
  ['ftp', 'ftp://evil.example/'],
  ['mailto', 'mailto:a@evil.example'],
  // Unicode dots and look-alike characters that IDNA maps to ASCII.
  ['ideographic full stop', '//evil\u3002example'],
  ['halfwidth ideographic full stop', '//evil\uff61example'],
  ['fullwidth full stop', '//evil\uff0eexample'],
  ['fullwidth full stop in absolute URL', 'https://evil\uff0eexample/'],
  ['circled letter', '//\u24d4vil.example'],
  ['fullwidth solidus host', 'https://evil.example\uff0fplay.example.test'],
  // IP address forms.
  ['decimal IP', '//2130706433'],
  ['octal IP', '//0177.0.0.1'],
  ['hex IP', '//0x7f.0.0.1'],
  ['IPv6', '//[::1]/'],
  // Empty.
  ['empty', ''],
  ['blank', '   '],
];

const KEPT: ReadonlyArray<readonly [category: string, next: string, path: string]> = [
  ['site path', '/promotion?id=3#top', '/promotion?id=3#top'],
  ['absolute URL on this site', 'https://play.example.test/member', '/member'],
  ['relative path', 'lottery', '/lottery'],
  ['same-scheme relative (stays here)', 'https:evil.example', '/evil.example'],
  ['dot-dot above the root', '/../../casino', '/casino'],
  ['userinfo on this host', '//evil.example@play.example.test/x', '/x'],
  ['query that looks like a URL', '/?next=//evil.example', '/?next=//evil.example'],
  ['fragment that looks like a URL', '/#//evil.example', '/#//evil.example'],
  ['encoded slash later in the path', '/help/a%2fb', '/help/a%2fb'],
];

describe('safeNextPath: open-redirect vectors', () => {
  it('covers at least 50 refused vectors', () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(50);
  });

  it.each(REFUSED)('refuses %s: %j', (_category, next) => {
    expect(safeNextPath(next, origin)).toBeNull();
  });

  it.each(KEPT)('keeps %s: %j -> %j (still on this site)', (_category, next, path) => {
    expect(safeNextPath(next, origin)).toBe(path);
  });

  it.each([null, undefined])('refuses %j', (next) => {
    expect(safeNextPath(next, origin)).toBeNull();
  });
});
