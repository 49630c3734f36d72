import type { GeetestChallenge } from '@site/api-core/catalogue';
import { CAPTCHA_LIMITS } from './constants';

/** What a solved slider sends with the login or registration (GEETEST3 field names). */
export interface SliderProof {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

/** Where the gap sits on the track (percent), derived from the challenge so the server can check it. */
export function sliderTarget(challenge: GeetestChallenge): number {
  const seed = Number.parseInt(challenge.challenge.slice(0, 4), 16);
  return 40 + (Number.isFinite(seed) ? seed % 46 : 20);
}

/** How close to the gap a slide must end (percent of the track). */
export const SLIDER_TOLERANCE = 3;

export type SlideVerdict =
  { kind: 'solved'; proof: SliderProof } | { kind: 'too-fast' } | { kind: 'missed' };

/**
 * Judges one slide: faster than a person is rejected (`too-fast`), a slide that ends away from
 * the gap is `missed`, otherwise the proof for the server.
 */
export function judgeSlide(
  challenge: GeetestChallenge,
  position: number,
  durationMs: number,
): SlideVerdict {
  if (durationMs < CAPTCHA_LIMITS.sliderMinDragMs) return { kind: 'too-fast' };
  if (Math.abs(position - sliderTarget(challenge)) > SLIDER_TOLERANCE) return { kind: 'missed' };
  const validate = `${challenge.challenge}${Math.round(position).toString(16).padStart(2, '0')}${Math.round(durationMs).toString(16)}`;
  return {
    kind: 'solved',
    proof: {
      geetest_challenge: challenge.challenge,
      geetest_validate: validate,
      geetest_seccode: `${validate}|jordan`,
    },
  };
}

/**
 * Fetches a challenge with one automatic retry (each call has the 5000 ms timeout of the
 * endpoint; the client keeps calls 250 ms apart).
 */
export async function fetchChallengeWithRetry(
  fetchOnce: () => Promise<GeetestChallenge | null>,
): Promise<GeetestChallenge | null> {
  for (let attempt = 0; attempt <= CAPTCHA_LIMITS.sliderRetries; attempt += 1) {
    const challenge = await fetchOnce();
    if (challenge) return challenge;
  }
  return null;
}
