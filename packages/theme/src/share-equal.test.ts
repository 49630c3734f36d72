import { describe, expect, it } from 'vitest';
import { shareEqual } from './share-equal';

describe('shareEqual', () => {
  const previous = {
    tokens: { color: { brand: 'brand-a', text: 'text-a' }, space: { sm: 'space-a' } },
    templates: { homeSections: ['banner', 'games'], header: 'classic' },
    assets: { favicon: '/a.svg' },
  };

  it.each([
    ['an equal copy', structuredClone(previous), true],
    ['a changed leaf', { ...structuredClone(previous), assets: { favicon: '/b.svg' } }, false],
    [
      'a reordered list',
      {
        ...structuredClone(previous),
        templates: { homeSections: ['games', 'banner'], header: 'classic' },
      },
      false,
    ],
    ['a key less', { tokens: previous.tokens, templates: previous.templates }, false],
  ])('%s: keeps the previous object whole = %s', (_, next, whole) => {
    expect(shareEqual(previous, next) === previous).toBe(whole);
    expect(shareEqual(previous, next)).toEqual(next);
  });

  it('keeps the identity of the parts that did not change', () => {
    const next = { ...structuredClone(previous), assets: { favicon: '/b.svg' } };
    const shared = shareEqual(previous, next);
    expect(shared.tokens).toBe(previous.tokens);
    expect(shared.templates).toBe(previous.templates);
    expect(shared.assets).not.toBe(previous.assets);
    expect(shared.assets).toEqual(next.assets);
  });

  it('takes a value of another kind as it is', () => {
    expect(shareEqual<unknown>({ a: 1 }, [1])).toEqual([1]);
    expect(shareEqual<unknown>(null, { a: 1 })).toEqual({ a: 1 });
    expect(shareEqual<unknown>(1, 2)).toBe(2);
  });
});
