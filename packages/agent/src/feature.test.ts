import { describe, expect, it } from 'vitest';
import { agentFeature } from './feature';

describe('agentFeature', () => {
  it('is a feature object with its id', () => {
    expect(agentFeature.id).toBe('agent');
  });
});
