import { PlatformError } from './envelope';
import { base64Utf8 } from './svg';
import type { MerchantCode } from './seed/merchants';
import type { World } from './world';

/**
 * The slider captcha judged by the server (ADR 0166). The sandbox plays both the platform and
 * the vendor (Geetest): it issues a challenge whose gap position stays secret (only drawn in the
 * picture), and the login or registration carries what the user did — the final position and
 * the pointer trace with timestamps — which it checks here, once.
 */

/** How close to the gap the slide must end (percent of the track). */
export const SLIDER_TOLERANCE = 3;
/** A challenge answers for 2 minutes. */
export const SLIDER_LIFETIME_MS = 2 * 60_000;
/** A drag shorter than this is not a person (content-and-play.md: a too-fast verify is rejected). */
export const SLIDER_MIN_DRAG_MS = 300;
/** A drag takes at most this long. */
const SLIDER_MAX_DRAG_MS = 60_000;
/** Points a trace may hold (the client thins longer ones). */
const MAX_TRACE_POINTS = 400;
/** The largest step between two trace points (percent): a jump straight to the gap is not a drag. */
const MAX_STEP = 15;
/** Clock slack between the browser's drag timing and the server's (ms). */
const CLOCK_SLACK_MS = 250;

export interface IssuedSlider {
  merchant: MerchantCode;
  /** Secret: where the gap is (percent of the track). */
  gap: number;
  issuedAt: number;
}

/** What the sandbox's stand-in for the vendor client sends, JSON in `geetest_validate`. */
export interface SliderAttempt {
  /** Where the handle was let go (percent of the track). */
  x: number;
  /** Pointer (or arrow-key) positions: [x percent, y px from the press, ms since the press]. */
  trace: [number, number, number][];
}

const books = new WeakMap<World, Map<string, IssuedSlider>>();

function book(world: World): Map<string, IssuedSlider> {
  let found = books.get(world);
  if (!found) {
    found = new Map();
    books.set(world, found);
  }
  return found;
}

/** The secret of an issued challenge (the control surface hands it to browser tests). */
export function issuedSlider(world: World, challenge: string): IssuedSlider | undefined {
  return book(world).get(challenge);
}

/**
 * The track picture with the gap drawn at its place among decoy marks. The position is in the
 * picture only; nothing in the challenge's fields derives it.
 */
function sliderPicture(gap: number, random: () => number): string {
  const parts: string[] = [];
  const hue = Math.floor(random() * 360);
  parts.push(`<rect width="300" height="40" fill="hsl(${hue} 25% 92%)"/>`);
  for (let i = 0; i < 14; i += 1) {
    const x = Math.floor(random() * 300);
    const y = Math.floor(random() * 40);
    const r = 2 + Math.floor(random() * 6);
    parts.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + i * 23) % 360} 35% 75%)" opacity="0.7"/>`,
    );
  }
  const left = Math.round(gap * 3 - 14);
  parts.push(
    `<rect x="${left}" y="6" width="28" height="28" rx="4" fill="hsl(${hue} 20% 35%)" opacity="0.55" stroke="hsl(${hue} 60% 98%)" stroke-width="2" stroke-dasharray="4 3"/>`,
  );
  return `data:image/svg+xml;base64,${base64Utf8(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="40" viewBox="0 0 300 40" preserveAspectRatio="none">${parts.join('')}</svg>`,
  )}`;
}

/** `GET /wps/captcha/geetest`: a new challenge, its gap kept on the server. */
export function issueSlider(world: World, merchant: MerchantCode, now: number) {
  const challenges = book(world);
  for (const [id, issued] of challenges)
    if (issued.issuedAt + SLIDER_LIFETIME_MS < now) challenges.delete(id);
  const challenge = world.randomHex(16);
  // 30..85 percent: far enough from the handle's start that a slide is needed.
  const gap = 30 + Math.floor(world.random() * 5_600) / 100;
  challenges.set(challenge, { merchant, gap, issuedAt: now });
  return {
    gt: world.randomHex(16),
    challenge,
    newCaptcha: true,
    success: 1,
    picture: sliderPicture(gap, world.random),
  };
}

function parseAttempt(text: string | undefined): SliderAttempt | null {
  if (!text || text.length > 16_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { x, trace } = parsed as { x?: unknown; trace?: unknown };
  if (typeof x !== 'number' || !Number.isFinite(x) || !Array.isArray(trace)) return null;
  const points: [number, number, number][] = [];
  for (const point of trace) {
    if (
      !Array.isArray(point) ||
      point.length !== 3 ||
      !point.every((value) => typeof value === 'number' && Number.isFinite(value))
    )
      return null;
    points.push(point as [number, number, number]);
  }
  return { x, trace: points };
}

/** Why a drag is not a person's slide to the gap, or null when it is. */
export function judgeAttempt(
  issued: IssuedSlider,
  attempt: SliderAttempt,
  now: number,
): string | null {
  const { trace, x } = attempt;
  if (trace.length < 5 || trace.length > MAX_TRACE_POINTS) return 'trace length';
  const first = trace[0];
  const last = trace[trace.length - 1];
  if (!first || !last) return 'trace length';
  if (first[0] > 10 || first[2] < 0) return 'the slide does not start at the handle';
  for (let i = 1; i < trace.length; i += 1) {
    const previous = trace[i - 1];
    const point = trace[i];
    if (!previous || !point) return 'trace';
    if (point[2] < previous[2]) return 'time goes backwards';
    if (Math.abs(point[0] - previous[0]) > MAX_STEP) return 'a jump, not a drag';
    if (point[0] < -1 || point[0] > 101) return 'off the track';
  }
  const duration = last[2] - first[2];
  if (duration < SLIDER_MIN_DRAG_MS) return 'too fast';
  if (duration > SLIDER_MAX_DRAG_MS) return 'too slow';
  // The drag happened after the challenge was issued: a trace longer than the challenge's age
  // was made up (a scripted proof posted straight after fetching the challenge).
  if (duration > now - issued.issuedAt + CLOCK_SLACK_MS)
    return 'the trace is older than the challenge';
  if (Math.abs(last[0] - x) > 2) return 'the trace does not end where the handle was let go';
  if (Math.abs(x - issued.gap) > SLIDER_TOLERANCE) return 'missed the gap';
  return null;
}

/**
 * Checks the slider fields of a login or registration (GEETEST3 on). Each challenge is judged
 * once: a replayed proof, a forged one and a missed slide all fail with `captcha.incorrect`.
 */
export function verifySlider(
  world: World,
  merchant: MerchantCode,
  fields: {
    challenge: string | undefined;
    validate: string | undefined;
    seccode: string | undefined;
  },
  now: number,
): void {
  if (!fields.challenge || !fields.validate)
    throw new PlatformError('captcha.required', 200, { captcha: true, slider: true });
  const challenges = book(world);
  const issued = challenges.get(fields.challenge);
  challenges.delete(fields.challenge);
  const attempt = parseAttempt(fields.validate);
  const reason =
    !issued || issued.merchant !== merchant || issued.issuedAt + SLIDER_LIFETIME_MS < now
      ? 'unknown, used or expired challenge'
      : !attempt || fields.seccode !== `${fields.validate}|jordan`
        ? 'malformed proof'
        : judgeAttempt(issued, attempt, now);
  if (reason) {
    world.log.info(`[sandbox] slider rejected: ${reason}`);
    throw new PlatformError('captcha.incorrect', 200, { captcha: true, slider: true });
  }
}
