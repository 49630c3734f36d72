import { baseTokens } from '@site/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaceRequest } from './font-faces';
import { FONT_SAMPLES, fontFaces, fontStrikes, WARM_TASK_BUDGET_MS, warmFonts } from './warm-fonts';

const order: string[] = [];
vi.mock('./next-task', () => ({
  nextTask: () => {
    order.push('next task');
    return Promise.resolve();
  },
}));

const font = {
  ...baseTokens.font,
  family: 'BodyFace, serif',
  familyHeading: 'HeadingFace, sans-serif',
  familyMono: 'MonoFace, monospace',
};

interface Seen {
  family: string;
  size: string;
  weight: string;
  text: string;
}

/** Records each probe's layout; `cost` is the clock's advance per layout. */
function watchLayouts(clock: { t: number }, cost: number): Seen[] {
  const seen: Seen[] = [];
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    expect(this.isConnected).toBe(true);
    expect(this.style.visibility).toBe('hidden');
    expect(this.getAttribute('aria-hidden')).toBe('true');
    seen.push({
      family: this.style.fontFamily,
      size: this.style.fontSize,
      weight: this.style.fontWeight,
      text: this.textContent ?? '',
    });
    order.push('layout');
    clock.t += cost;
    return new DOMRect();
  });
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks(); // the layout spy; the next-task mock stays
});

/** No worker: the font files load in the strikes' layouts, as in a browser without one. */
const noWorker = () => Promise.resolve(false);

describe('fontStrikes', () => {
  const strikes = fontStrikes(font);
  const key = (s: { family: string; size: string; weight: string }) =>
    `${s.family} ${s.size} ${s.weight}`;

  it('starts with the body face and the bold heading face, which load the font files', () => {
    expect(strikes.slice(0, 2).map(key)).toEqual([
      `BodyFace, serif ${font.sizeMd} ${font.weightRegular}`,
      `HeadingFace, sans-serif ${font.sizeMd} ${font.weightBold}`,
    ]);
  });

  it('covers the sizes and weights a first render uses, and no other', () => {
    expect(strikes.map(key).sort()).toEqual(
      [
        `BodyFace, serif ${font.sizeMd} ${font.weightRegular}`,
        `BodyFace, serif ${font.sizeMd} ${font.weightMedium}`,
        `BodyFace, serif ${font.sizeMd} ${font.weightBold}`,
        `BodyFace, serif ${font.sizeSm} ${font.weightRegular}`,
        `BodyFace, serif ${font.sizeSm} ${font.weightMedium}`,
        `BodyFace, serif ${font.sizeSm} ${font.weightBold}`,
        `BodyFace, serif ${font.sizeXs} ${font.weightRegular}`,
        `HeadingFace, sans-serif ${font.sizeMd} ${font.weightBold}`,
        `HeadingFace, sans-serif ${font.sizeLg} ${font.weightBold}`,
        `HeadingFace, sans-serif ${font.sizeXl} ${font.weightBold}`,
        `HeadingFace, sans-serif ${font.size2xl} ${font.weightBold}`,
        `MonoFace, monospace ${font.sizeSm} ${font.weightRegular}`,
        `MonoFace, monospace ${font.sizeXl} ${font.weightBold}`,
      ].sort(),
    );
  });

  it('lists a strike once when the heading family is the body family', () => {
    const same = fontStrikes({ ...font, familyHeading: font.family });
    expect(new Set(same.map(key)).size).toBe(same.length);
    // The heading's bold at the body size is the body's bold: one strike, not two.
    expect(same.filter((s) => s.family === font.family)).toHaveLength(7 + 3);
  });

  it('asks for digits only in the monospace family', () => {
    expect(strikes.filter((s) => s.digitsOnly).every((s) => s.family === font.familyMono)).toBe(
      true,
    );
  });
});

describe('fontFaces', () => {
  it('lists each family and weight once, with the text its strikes lay out', () => {
    expect(fontFaces(fontStrikes(font), 'JA')).toEqual([
      { family: font.family, weight: font.weightRegular, text: `Aa 09 ${FONT_SAMPLES.JA}` },
      { family: font.familyHeading, weight: font.weightBold, text: `Aa 09 ${FONT_SAMPLES.JA}` },
      { family: font.family, weight: font.weightMedium, text: `Aa 09 ${FONT_SAMPLES.JA}` },
      { family: font.family, weight: font.weightBold, text: `Aa 09 ${FONT_SAMPLES.JA}` },
      { family: font.familyMono, weight: font.weightRegular, text: '09:' },
      { family: font.familyMono, weight: font.weightBold, text: '09:' },
    ]);
  });
});

describe('warmFonts', () => {
  it('lays out every strike in the language and leaves nothing behind', async () => {
    order.length = 0;
    const clock = { t: 0 };
    const seen = watchLayouts(clock, 0.5);
    const before = document.body.innerHTML;
    await warmFonts(font, 'TH', document, () => clock.t, noWorker);
    const strikes = fontStrikes(font);
    expect(seen.map((s) => [s.family, s.size, s.weight])).toEqual(
      strikes.map((s) => [s.family, s.size, s.weight]),
    );
    for (const [index, s] of seen.entries()) {
      expect(s.text).toContain(strikes[index]?.digitsOnly ? '09' : FONT_SAMPLES.TH);
    }
    expect(document.body.innerHTML).toBe(before);
  });

  it('yields a task before it starts and whenever a task has used its budget', async () => {
    order.length = 0;
    const clock = { t: 0 };
    // Each layout costs half the budget: two per task.
    watchLayouts(clock, WARM_TASK_BUDGET_MS / 2);
    await warmFonts(font, 'CN', document, () => clock.t, noWorker);
    const tasks = order.join(' ').split('next task').slice(1);
    expect(order[0]).toBe('next task');
    expect(
      tasks.every((task) => task.trim().split(' ').length === 2 || task.trim() === 'layout'),
    ).toBe(true);
    expect(tasks.length).toBe(Math.ceil(fontStrikes(font).length / 2));
  });

  it('gives a slow strike a task of its own', async () => {
    order.length = 0;
    const clock = { t: 0 };
    watchLayouts(clock, WARM_TASK_BUDGET_MS * 2);
    await warmFonts(font, 'CN', document, () => clock.t, noWorker);
    expect(order.slice(0, 6)).toEqual([
      'next task',
      'layout',
      'next task',
      'layout',
      'next task',
      'layout',
    ]);
  });

  it('does not start a strike that would take the task past its budget', async () => {
    order.length = 0;
    const clock = { t: 0 };
    // Three quarters of the budget each: two in one task would be one and a half budgets.
    watchLayouts(clock, (WARM_TASK_BUDGET_MS * 3) / 4);
    await warmFonts(font, 'CN', document, () => clock.t, noWorker);
    const tasks = order.join(' ').split('next task').slice(1);
    expect(tasks.every((task) => task.trim() === 'layout')).toBe(true);
    expect(tasks.length).toBe(fontStrikes(font).length);
  });

  it('has a sample for every language, in its own script', () => {
    expect(Object.keys(FONT_SAMPLES).sort()).toEqual(['CN', 'EN', 'JA', 'TH', 'TW', 'VI']);
    expect(FONT_SAMPLES.CN).toMatch(/\p{Script=Han}/u);
    expect(FONT_SAMPLES.JA).toMatch(/\p{Script=Hiragana}/u);
    expect(FONT_SAMPLES.TH).toMatch(/\p{Script=Thai}/u);
  });

  it('first has a worker load each face once, in the language, then lays out every strike', async () => {
    order.length = 0;
    const clock = { t: 0 };
    const seen = watchLayouts(clock, 0.5);
    const requests: FaceRequest[] = [];
    await warmFonts(
      font,
      'TW',
      document,
      () => clock.t,
      (request) => {
        requests.push(request);
        order.push('worker');
        return Promise.resolve(true);
      },
    );
    expect(requests).toEqual([{ faces: fontFaces(fontStrikes(font), 'TW'), lang: 'zh-TW' }]);
    expect(order[0]).toBe('worker');
    expect(seen).toHaveLength(fontStrikes(font).length);
  });

  it('lays out every strike when the worker fails', async () => {
    const seen = watchLayouts({ t: 0 }, 0.5);
    await warmFonts(font, 'CN', document, undefined, () => Promise.reject(new Error('no worker')));
    expect(seen).toHaveLength(fontStrikes(font).length);
  });

  it('never throws: a document it cannot write to only skips the warm-up', async () => {
    const broken = {
      createElement: () => {
        throw new Error('no DOM');
      },
    } as unknown as Document;
    await expect(warmFonts(font, 'CN', broken, undefined, noWorker)).resolves.toBeUndefined();
  });
});
