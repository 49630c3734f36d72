import { describe, expect, it } from 'vitest';
import { assertComposable, bindLinks } from './bind-links';
import { defineFeature } from './feature';
import { createLinkRef } from './links';

const lazy = async () => ({ Component: () => null });

describe('bindLinks', () => {
  const deposit = createLinkRef('promo.deposit');
  const lobby = createLinkRef('promo.lobby', { optional: true });
  const promo = defineFeature({ id: 'promo', links: { deposit, lobby } });

  it('returns the bindings the shell made', () => {
    const bindings = bindLinks([promo], (b) => {
      b.set(deposit, { kind: 'memberCentre', page: 'depositv2' });
    });
    expect(bindings.get(deposit)).toEqual({ kind: 'memberCentre', page: 'depositv2' });
  });

  it('fails at start-up when a required link is not bound, naming the feature and link', () => {
    expect(() => bindLinks([promo], () => {})).toThrow(
      'Unbound feature links: promo.deposit (promo.deposit)',
    );
  });

  it('lets optional links stay unbound', () => {
    expect(() =>
      bindLinks([promo], (b) => b.set(deposit, { kind: 'route', to: '/' })),
    ).not.toThrow();
  });
});

describe('assertComposable', () => {
  it('rejects two features claiming the same route', () => {
    const a = defineFeature({ id: 'a', routes: [{ path: 'login', lazy }] });
    const b = defineFeature({ id: 'b', routes: [{ path: 'login', lazy }] });
    expect(() => assertComposable([a, b])).toThrow('route /login is contributed by both a and b');
  });

  it('rejects two features claiming the same member-centre page', () => {
    const a = defineFeature({
      id: 'a',
      memberCentre: [{ id: 'rewardCenter', labelKey: 'x', lazy }],
    });
    const b = defineFeature({
      id: 'b',
      memberCentre: [{ id: 'rewardCenter', labelKey: 'y', lazy }],
    });
    expect(() => assertComposable([a, b])).toThrow('member-centre page rewardCenter');
  });

  it('accepts distinct features', () => {
    const a = defineFeature({ id: 'a', routes: [{ path: 'login', lazy }] });
    const b = defineFeature({ id: 'b', routes: [{ path: 'register', lazy }] });
    expect(() => assertComposable([a, b])).not.toThrow();
  });
});
