import { describe, expect, it } from 'vitest';
import { walletFeature } from './feature';

describe('walletFeature', () => {
  it('is a feature object with its id', () => {
    expect(walletFeature.id).toBe('wallet');
  });
});
