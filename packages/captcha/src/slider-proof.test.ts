import { describe, expect, it, vi } from 'vitest';
import {
  fetchChallengeWithRetry,
  judgeSlide,
  SLIDER_TOLERANCE,
  sliderTarget,
} from './slider-proof';

const challenge = { gt: 'gt', challenge: '1a2b3c4d5e6f7a8b', newCaptcha: true };

describe('slider verification (sections 5 and 9)', () => {
  it('rejects a slide faster than a person (too-fast verify)', () => {
    expect(judgeSlide(challenge, sliderTarget(challenge), 120)).toEqual({ kind: 'too-fast' });
  });

  it('rejects a slide that ends away from the gap', () => {
    expect(judgeSlide(challenge, sliderTarget(challenge) + SLIDER_TOLERANCE + 1, 900)).toEqual({
      kind: 'missed',
    });
  });

  it('a slide to the gap at a human pace yields the proof for the server', () => {
    const verdict = judgeSlide(challenge, sliderTarget(challenge) + 1, 900);
    expect(verdict).toMatchObject({
      kind: 'solved',
      proof: { geetest_challenge: challenge.challenge },
    });
    if (verdict.kind === 'solved')
      expect(verdict.proof.geetest_seccode).toBe(`${verdict.proof.geetest_validate}|jordan`);
  });

  it('the gap lies inside the track', () => {
    for (const hex of ['0000', 'ffff', '8000', '1234']) {
      const target = sliderTarget({ ...challenge, challenge: `${hex}aaaa` });
      expect(target).toBeGreaterThanOrEqual(40);
      expect(target).toBeLessThanOrEqual(85);
    }
  });

  it('retries the challenge once automatically, then gives up', async () => {
    const fetchOnce = vi
      .fn<() => Promise<typeof challenge | null>>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(challenge);
    expect(await fetchChallengeWithRetry(fetchOnce)).toBe(challenge);
    expect(fetchOnce).toHaveBeenCalledTimes(2);
    const failing = vi.fn<() => Promise<typeof challenge | null>>().mockResolvedValue(null);
    expect(await fetchChallengeWithRetry(failing)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
