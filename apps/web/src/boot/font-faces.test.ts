import { describe, expect, it } from 'vitest';
import { drawFaces, type DrawingContext, type FaceRequest } from './font-faces';

const request: FaceRequest = {
  lang: 'zh-CN',
  faces: [
    { family: 'BodyFace, sans-serif', weight: '400', text: 'Aa 09 汉字' },
    { family: 'BodyFace, sans-serif', weight: '700', text: 'Aa 09 汉字' },
    { family: 'MonoFace, monospace', weight: '400', text: '09:' },
  ],
};

/** A context that records what was drawn in which font, and in which language. */
function recordingContext(withLang: boolean) {
  const drawn: { font: string; text: string; lang: string | undefined }[] = [];
  const measured: string[] = [];
  const context: DrawingContext = {
    font: '10px sans-serif',
    measureText: (text) => measured.push(text),
    fillText(text) {
      drawn.push({ font: this.font, text, lang: this.lang });
    },
  };
  if (withLang) context.lang = 'inherit';
  return { context, drawn, measured };
}

describe('drawFaces', () => {
  it('measures and draws each face’s text in that face, in the request’s language', () => {
    const { context, drawn, measured } = recordingContext(true);
    expect(drawFaces(request, () => context)).toBe(true);
    expect(drawn).toEqual([
      { font: '400 16px BodyFace, sans-serif', text: 'Aa 09 汉字', lang: 'zh-CN' },
      { font: '700 16px BodyFace, sans-serif', text: 'Aa 09 汉字', lang: 'zh-CN' },
      { font: '400 16px MonoFace, monospace', text: '09:', lang: 'zh-CN' },
    ]);
    expect(measured).toEqual(['Aa 09 汉字', 'Aa 09 汉字', '09:']);
  });

  it('draws without a language where the canvas has no `lang`', () => {
    const { context, drawn } = recordingContext(false);
    expect(drawFaces(request, () => context)).toBe(true);
    expect(drawn.map((d) => d.lang)).toEqual([undefined, undefined, undefined]);
  });

  it('answers false when there is no canvas to draw on', () => {
    expect(drawFaces(request, () => null)).toBe(false);
  });
});
