import { describe, expect, it } from 'vitest';
import { freshHarness, type Harness } from '../test/helpers';
import { issuedSlider, SLIDER_TOLERANCE } from './slider';

/**
 * The slider judged by the sandbox (ADR 0166): GEETEST3 is on for aurum. A login carries the
 * challenge and what the user did; the gap stays on the server.
 */
interface Challenge {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
  picture: string;
}

type Trace = [number, number, number][];

async function challenge(h: Harness): Promise<Challenge> {
  const { body } = await h.call<Challenge>('GET', '/wps/captcha/geetest', { merchant: 'aurum' });
  if (!body.value) throw new Error('no challenge');
  return body.value;
}

function proof(id: string, x: number, trace: Trace) {
  const validate = JSON.stringify({ x, trace });
  return {
    geetest_challenge: id,
    geetest_validate: validate,
    geetest_seccode: `${validate}|jordan`,
  };
}

/** A slide from the handle to `to` over `ms`, with a little wobble, as pointer events record it. */
function drag(to: number, ms: number, steps = 24): Trace {
  const trace: Trace = [[0.4, 0, 0]];
  for (let i = 1; i <= steps; i += 1) {
    const eased = 1 - (1 - i / steps) ** 2;
    trace.push([
      Math.round(to * eased * 10) / 10,
      i % 3 === 0 ? 1 : 0,
      Math.round((ms * i) / steps),
    ]);
  }
  return trace;
}

const login = (h: Harness, fields: Record<string, unknown>) =>
  h.call('POST', '/wps/session/login', {
    merchant: 'aurum',
    encrypt: true,
    body: { username: 'player01', password: 'Sandbox123', type: 'username', ...fields },
  });

/** The old client's formula: the gap derived from the public challenge (what a bot reads). */
const publicFormula = (id: string) => 40 + (Number.parseInt(id.slice(0, 4), 16) % 46);

describe('the slider the server judges', () => {
  it('the challenge carries a picture and no gap position', async () => {
    const h = await freshHarness();
    const issued = await challenge(h);
    expect(Object.keys(issued).sort()).toEqual(
      ['challenge', 'gt', 'newCaptcha', 'picture', 'success'].sort(),
    );
    expect(issued.picture).toMatch(/^data:image\/svg\+xml;base64,/);
    const gap = issuedSlider(h.app.world, issued.challenge)?.gap ?? -1;
    expect(gap).toBeGreaterThanOrEqual(30);
    expect(JSON.stringify({ ...issued, picture: '' })).not.toContain(String(gap));
  });

  it('a person-like drag to the gap passes, once', async () => {
    const h = await freshHarness();
    const issued = await challenge(h);
    const gap = issuedSlider(h.app.world, issued.challenge)?.gap ?? 0;
    h.clock.advance(2_500);
    const fields = proof(issued.challenge, gap + 1, drag(gap + 1, 900));
    expect((await login(h, fields)).body).toMatchObject({ success: true });
    // The same proof again (a replay) fails: each challenge is judged once.
    expect((await login(h, fields)).body).toMatchObject({
      success: false,
      errorCode: 'captcha.incorrect',
    });
  });

  it('a login without the slider fields is refused when GEETEST3 is on', async () => {
    const h = await freshHarness();
    expect((await login(h, {})).body.errorCode).toBe('captcha.required');
  });

  it('a scripted bot that computes the gap from the public challenge and posts a made-up drag fails', async () => {
    const h = await freshHarness();
    let passed = 0;
    for (let i = 0; i < 20; i += 1) {
      const issued = await challenge(h);
      // Straight after fetching the challenge, as a script does: a trace it made up.
      const x = publicFormula(issued.challenge);
      const { body } = await login(h, proof(issued.challenge, x, drag(x, 700)));
      if (body.success) passed += 1;
      else expect(body.errorCode).toBe('captcha.incorrect');
    }
    expect(passed).toBe(0);
  });

  it('the gap is not derivable from the challenge: the public formula lands no better than chance', async () => {
    const h = await freshHarness();
    let hits = 0;
    const runs = 200;
    for (let i = 0; i < runs; i += 1) {
      const issued = await challenge(h);
      const gap = issuedSlider(h.app.world, issued.challenge)?.gap ?? 0;
      if (Math.abs(publicFormula(issued.challenge) - gap) <= SLIDER_TOLERANCE) hits += 1;
    }
    // Chance is about 6 in 56 (11 %); the old client-derived gap hit every time.
    expect(hits / runs).toBeLessThan(0.25);
  });

  it('computed-only proofs fail: no trace, a jump to the gap, too fast, a missed gap, a forged seccode', async () => {
    const h = await freshHarness();
    const cases: ((gap: number, id: string) => Record<string, string>)[] = [
      (gap, id) => proof(id, gap, []),
      (gap, id) =>
        proof(id, gap, [
          [0, 0, 0],
          [0, 0, 100],
          [0, 0, 200],
          [0, 0, 400],
          [gap, 0, 800],
        ]),
      (gap, id) => proof(id, gap, drag(gap, 150)),
      (gap, id) => proof(id, gap + SLIDER_TOLERANCE + 4, drag(gap + SLIDER_TOLERANCE + 4, 900)),
      (gap, id) => ({ ...proof(id, gap, drag(gap, 900)), geetest_seccode: 'x|jordan' }),
      (gap, id) => proof(id, gap, drag(gap - 10, 900)),
      (gap) => proof('0123456789abcdef0123456789abcdef', gap, drag(gap, 900)),
    ];
    for (const [index, make] of cases.entries()) {
      const issued = await challenge(h);
      const gap = issuedSlider(h.app.world, issued.challenge)?.gap ?? 0;
      h.clock.advance(5_000);
      const { body } = await login(h, make(gap, issued.challenge));
      expect(body.errorCode, `case ${index}`).toBe('captcha.incorrect');
    }
  });

  it('a challenge of another merchant or an expired one fails', async () => {
    const h = await freshHarness();
    const issued = await challenge(h);
    const gap = issuedSlider(h.app.world, issued.challenge)?.gap ?? 0;
    h.clock.advance(3 * 60_000);
    expect((await login(h, proof(issued.challenge, gap, drag(gap, 900)))).body.errorCode).toBe(
      'captcha.incorrect',
    );
  });
});
