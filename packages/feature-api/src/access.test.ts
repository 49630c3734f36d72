import { describe, expect, it } from 'vitest';
import { evaluateAccess } from './access';

describe('evaluateAccess', () => {
  it('lets anyone through a public page', () => {
    expect(evaluateAccess('public', { signedIn: false, isAgent: null })).toBeNull();
  });
  it('asks a visitor to sign in', () => {
    expect(evaluateAccess('signedIn', { signedIn: false, isAgent: null })).toBe('signInRequired');
    expect(evaluateAccess('realAccount', { signedIn: false, isAgent: null })).toBe(
      'signInRequired',
    );
  });
  it('refuses a trial account (isAgent 4) where a real account is needed', () => {
    expect(evaluateAccess('realAccount', { signedIn: true, isAgent: 4 })).toBe(
      'realAccountRequired',
    );
    expect(evaluateAccess('signedIn', { signedIn: true, isAgent: 4 })).toBeNull();
  });
  it('lets players and agents through', () => {
    for (const isAgent of [0, 1, 2, 41, 42]) {
      expect(evaluateAccess('realAccount', { signedIn: true, isAgent })).toBeNull();
    }
  });
});
