import { baseTokens } from '@site/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_SAMPLES, warmFonts } from './warm-fonts';

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
};

afterEach(() => {
  vi.restoreAllMocks(); // the layout spy; the next-task mock stays
});

describe('warmFonts', () => {
  it('lays out the body face and the bold heading face in the language, each in its own task, and leaves nothing behind', async () => {
    const seen: { family: string; weight: string; text: string }[] = [];
    order.length = 0;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      seen.push({
        family: this.style.fontFamily,
        weight: this.style.fontWeight,
        text: this.textContent ?? '',
      });
      order.push('layout');
      expect(this.isConnected).toBe(true);
      expect(this.style.visibility).toBe('hidden');
      expect(this.getAttribute('aria-hidden')).toBe('true');
      return new DOMRect();
    });
    const before = document.body.innerHTML;
    await warmFonts(font, 'TH');
    expect(order).toEqual(['next task', 'layout', 'next task', 'layout']);
    expect(seen.map(({ family, weight }) => [family, weight])).toEqual([
      ['BodyFace, serif', baseTokens.font.weightRegular],
      ['HeadingFace, sans-serif', baseTokens.font.weightBold],
    ]);
    expect(seen.every(({ text }) => text.includes(FONT_SAMPLES.TH))).toBe(true);
    expect(document.body.innerHTML).toBe(before);
  });

  it('has a sample for every language, in its own script', () => {
    expect(Object.keys(FONT_SAMPLES).sort()).toEqual(['CN', 'EN', 'JA', 'TH', 'TW', 'VI']);
    expect(FONT_SAMPLES.CN).toMatch(/\p{Script=Han}/u);
    expect(FONT_SAMPLES.JA).toMatch(/\p{Script=Hiragana}/u);
    expect(FONT_SAMPLES.TH).toMatch(/\p{Script=Thai}/u);
  });

  it('never throws: a document it cannot write to only skips the warm-up', async () => {
    const broken = {
      createElement: () => {
        throw new Error('no DOM');
      },
    } as unknown as Document;
    await expect(warmFonts(font, 'CN', broken)).resolves.toBeUndefined();
  });
});
