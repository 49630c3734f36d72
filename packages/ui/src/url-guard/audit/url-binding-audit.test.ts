import { describe, expect, it } from 'vitest';
import { auditSource } from './url-binding-audit';

const kinds = (text: string) => auditSource('fixture.tsx', text).findings.map((f) => f.kind);

describe('the URL-binding audit catches raw server URLs', () => {
  it.each([
    ['a raw prop', 'export const A = ({ item }) => <img src={item.image} alt="" />;'],
    [
      'a raw variable',
      'export function A({ u }) { const url = u.link; return <a href={url}>x</a>; }',
    ],
    ['a raw branch', 'const A = ({ u }) => <a href={u ? guardUrl(u) : u.fallback}>x</a>;'],
    ['a raw element property', 'export function load(s, url) { s.src = url; }'],
    ['a template from a server value', 'const A = ({ u }) => <iframe src={`${u.host}/embed`} />;'],
    [
      'a raw useState',
      'function A({ u }) { const [src] = useState(u.icon); return <img src={src} />; }',
    ],
  ])('flags %s', (_name, text) => {
    expect(kinds(text)).toEqual(['raw-url']);
  });

  it.each([
    ['a guarded value', 'const A = ({ u }) => <img src={guardUrl(u.icon) ?? undefined} />;'],
    [
      'a guarded variable',
      'function A({ u }) { const icon = guardUrl(u.icon); return icon ? <img src={icon} /> : null; }',
    ],
    [
      'a guarded useState',
      "const FALLBACK = '/x.png'; function A({ u }) { const [src] = useState(() => guardUrl(u.icon) ?? FALLBACK); return <img src={src} />; }",
    ],
    ['a constant', 'const A = () => <a href="/help">x</a>;'],
    ['a site path template', 'const A = ({ id }) => <a href={`/promotion/${id}`}>x</a>;'],
    ['an asset import', "import logo from './logo.png'; const A = () => <img src={logo} />;"],
  ])('accepts %s', (_name, text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('accepts a binding with a stated reason, and lists it as reviewed', () => {
    const result = auditSource(
      'fixture.tsx',
      'const A = ({ theme }) => (\n  // url-guard: theme asset bundled with the merchant theme\n  <img src={theme.logo} />\n);',
    );
    expect(result.findings).toEqual([]);
    expect(result.reviewed.map((r) => r.reason)).toEqual([
      'theme asset bundled with the merchant theme',
    ]);
  });

  it('flags HTML put into the DOM outside the sanitiser', () => {
    expect(kinds('const A = ({ h }) => <div dangerouslySetInnerHTML={{ __html: h }} />;')).toEqual([
      'raw-html',
    ]);
    expect(kinds('export function f(el, h) { el.innerHTML = h; }')).toEqual(['raw-html']);
  });
});
