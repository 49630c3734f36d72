import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORPUS_CATEGORIES } from './corpus-types';
import { generateCorpus } from './generate-corpus';

// The committed corpus (xss-vectors.json) is what the Chromium run reads. It is the generator's
// output: regenerate with `UPDATE_CORPUS=1 pnpm --filter @site/ui exec vitest run src/safe-html/corpus`
// (then `prettier --write` the file).
const FILE = join(dirname(fileURLToPath(import.meta.url)), 'xss-vectors.json');

describe('XSS corpus (test data)', () => {
  const corpus = generateCorpus();

  it('matches the committed xss-vectors.json', () => {
    if (process.env.UPDATE_CORPUS === '1')
      writeFileSync(FILE, `${JSON.stringify(corpus, null, 2)}\n`);
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(corpus);
  });

  it('holds at least 500 distinct vectors in every category, generated and hand-written', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(500);
    expect(new Set(corpus.map((vector) => vector.html)).size).toBe(corpus.length);
    for (const category of CORPUS_CATEGORIES) {
      expect(
        corpus.filter((vector) => vector.category === category).length,
        category,
      ).toBeGreaterThan(5);
    }
    expect(corpus.some((vector) => vector.source === 'hand-written')).toBe(true);
    expect(corpus.some((vector) => vector.source === 'generated')).toBe(true);
  });

  it('gives every vector a payload that names its own id (or names what it clobbers)', () => {
    for (const vector of corpus) {
      const named =
        vector.html.includes(`__xss(${vector.id})`) ||
        vector.html.includes(`__xss:${vector.id}'`) ||
        vector.html.includes(`(${vector.id})`) ||
        vector.html.includes(`;${vector.id}&`) ||
        (vector.clobbers?.length ?? 0) > 0 ||
        vector.html.includes('vbscript') ||
        vector.html.includes('behavior') ||
        vector.html.includes('-moz-binding') ||
        vector.html.includes('base64');
      expect(named, `${vector.id} ${vector.note}`).toBe(true);
    }
  });
});
