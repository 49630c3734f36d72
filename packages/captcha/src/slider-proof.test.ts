import { describe, expect, it, vi } from 'vitest';
import {
  fetchChallengeWithRetry,
  MAX_TRACE_POINTS,
  recordedSlide,
  thinTrace,
  type TracePoint,
} from './slider-proof';

const challenge = { gt: 'gt', challenge: '1a2b3c4d5e6f7a8b', newCaptcha: true };

const drag = (to: number, ms: number, steps = 10): TracePoint[] =>
  Array.from({ length: steps + 1 }, (_, i) => [(to * i) / steps, 0, (ms * i) / steps]);

describe('slider verification (sections 5 and 9, ADR 0166)', () => {
  it('rejects a slide faster than a person (too-fast verify)', () => {
    expect(recordedSlide(challenge, 50, drag(50, 120))).toEqual({ kind: 'too-fast' });
    expect(recordedSlide(challenge, 50, [])).toEqual({ kind: 'too-fast' });
  });

  it('sends what the user did: the final position and the trace, not a verdict', () => {
    const verdict = recordedSlide(challenge, 61.234, drag(61.234, 900));
    expect(verdict.kind).toBe('sent');
    if (verdict.kind !== 'sent') return;
    expect(verdict.proof.geetest_challenge).toBe(challenge.challenge);
    expect(verdict.proof.geetest_seccode).toBe(`${verdict.proof.geetest_validate}|jordan`);
    const sent = JSON.parse(verdict.proof.geetest_validate) as { x: number; trace: TracePoint[] };
    expect(sent.x).toBe(61.2);
    expect(sent.trace).toHaveLength(11);
    expect(sent.trace.at(-1)).toEqual([61.2, 0, 900]);
  });

  it('the same slide on any challenge ends at the same place: the client knows no gap', () => {
    const a = recordedSlide(challenge, 40, drag(40, 900));
    const b = recordedSlide({ ...challenge, challenge: 'ffff0000ffff0000' }, 40, drag(40, 900));
    if (a.kind !== 'sent' || b.kind !== 'sent') throw new Error('expected sent');
    expect(a.proof.geetest_validate).toBe(b.proof.geetest_validate);
  });

  it('thins a long trace evenly, keeping its ends', () => {
    const long = drag(80, 5_000, 999);
    const thin = thinTrace(long);
    expect(thin).toHaveLength(MAX_TRACE_POINTS);
    expect(thin[0]).toEqual(long[0]);
    expect(thin.at(-1)).toEqual(long.at(-1));
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
