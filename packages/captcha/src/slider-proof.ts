import type { GeetestChallenge } from '@site/api-core/catalogue';
import { guardUrl } from '@site/ui';
import { CAPTCHA_LIMITS } from './constants';

/**
 * What a slide sends with the login or registration, in GEETEST3's field names. The widget
 * records what the user did and the server judges it (ADR 0166): `geetest_validate` carries the
 * drag (`{ x, trace }` as JSON), `geetest_seccode` is `validate|jordan` as Geetest forms it. A
 * merchant on real Geetest gets these three fields from the vendor's client instead.
 */
export interface SliderProof {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

/** A challenge as the sandbox's vendor stand-in serves it: the track picture shows the gap. */
export interface SliderChallenge extends GeetestChallenge {
  /** The track picture (an image data URL); the gap's position is only drawn in it. */
  picture?: string;
}

const IMAGE_DATA = /^data:image\/(?:svg\+xml|png|jpeg|webp);base64,[a-z0-9+/]+={0,2}$/i;

/**
 * The picture's source, or null: a base64 image (an `<img>` never runs script, SVG included) or a
 * web URL through the site's URL guard.
 */
export function pictureSource(value: unknown): string | null {
  if (typeof value === 'string' && IMAGE_DATA.test(value)) return value;
  return guardUrl(value);
}

/** One recorded pointer (or arrow-key) position: x in percent of the track, y in px from the press, ms since the press. */
export type TracePoint = [x: number, y: number, t: number];

/** Most points sent; a longer drag is thinned evenly (first and last kept). */
export const MAX_TRACE_POINTS = 120;

export type SlideVerdict = { kind: 'sent'; proof: SliderProof } | { kind: 'too-fast' };

/** Keeps at most `max` points, evenly spread, always with the first and the last. */
export function thinTrace(trace: readonly TracePoint[], max = MAX_TRACE_POINTS): TracePoint[] {
  if (trace.length <= max) return [...trace];
  const out: TracePoint[] = [];
  for (let i = 0; i < max; i += 1) {
    const point = trace[Math.round((i * (trace.length - 1)) / (max - 1))];
    if (point) out.push(point);
  }
  return out;
}

/**
 * The slide as the user did it, for the server to judge. A slide faster than a person is
 * turned away here already (`too-fast`, content-and-play.md section 4); whether it reached the
 * gap only the server knows.
 */
export function recordedSlide(
  challenge: GeetestChallenge,
  x: number,
  trace: readonly TracePoint[],
): SlideVerdict {
  const first = trace[0];
  const last = trace[trace.length - 1];
  const duration = first && last ? last[2] - first[2] : 0;
  if (duration < CAPTCHA_LIMITS.sliderMinDragMs) return { kind: 'too-fast' };
  const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
  const validate = JSON.stringify({
    x: round(x, 1),
    trace: thinTrace(trace).map(([px, py, t]) => [round(px, 1), Math.round(py), Math.round(t)]),
  });
  return {
    kind: 'sent',
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
export async function fetchChallengeWithRetry<T extends GeetestChallenge>(
  fetchOnce: () => Promise<T | null>,
): Promise<T | null> {
  for (let attempt = 0; attempt <= CAPTCHA_LIMITS.sliderRetries; attempt += 1) {
    const challenge = await fetchOnce();
    if (challenge) return challenge;
  }
  return null;
}
