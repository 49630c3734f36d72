import { afterAll, describe, expect, it } from 'vitest';
import { loadSanitizer } from '../safe-html';
import { CORPUS_CATEGORIES, type XssVector } from './corpus-types';
import { countByCategory, runCorpus, type CorpusReport } from './run-corpus';
import vectors from './xss-vectors.json';

// Runs in real Chromium (vitest browser mode, `vitest.security.config.ts`):
//   pnpm --filter @site/ui xss-corpus
const corpus = vectors as XssVector[];
const host = document.createElement('div');
document.body.append(host);
afterAll(() => host.remove());

function summary(report: CorpusReport): string {
  return (
    `${report.vectors} vectors, ${report.executed.length + report.unattributed} executed, ` +
    `${report.javascriptUrls.length} javascript: URLs, ` +
    `${report.otherScriptUrls.length} other script-capable URLs (vbscript:, data: documents), ` +
    `${report.clobbered.length} clobbered names`
  );
}

describe('XSS corpus through the sanitiser in Chromium', () => {
  it('the unsanitised control run is caught by the runner in every category', async () => {
    const report = await runCorpus(corpus, (html) => html, host);
    console.info(`XSS corpus, unsanitised control: ${summary(report)}`);
    const caught = countByCategory([
      ...report.executed,
      ...report.javascriptUrls,
      ...report.otherScriptUrls,
      ...report.clobbered,
    ]);
    console.info(`  caught per category: ${JSON.stringify(caught)}`);
    for (const category of CORPUS_CATEGORIES) {
      expect(caught[category] ?? 0, category).toBeGreaterThan(0);
    }
    expect(report.executed.length).toBeGreaterThan(corpus.length / 4);
  }, 300_000);

  it('the sanitised corpus: 0 executed, 0 javascript: URLs, nothing clobbered', async () => {
    const sanitize = await loadSanitizer();
    const report = await runCorpus(corpus, sanitize, host);
    console.info(`XSS corpus: ${summary(report)}`);
    const perCategory = countByCategory(corpus.map((vector) => ({ ...vector, detail: '' })));
    console.info(`  vectors per category: ${JSON.stringify(perCategory)}`);
    expect(report.executed, JSON.stringify(report.executed.slice(0, 5))).toEqual([]);
    expect(report.unattributed).toBe(0);
    expect(report.javascriptUrls, JSON.stringify(report.javascriptUrls.slice(0, 5))).toEqual([]);
    expect(report.otherScriptUrls, JSON.stringify(report.otherScriptUrls.slice(0, 5))).toEqual([]);
    expect(report.clobbered, JSON.stringify(report.clobbered.slice(0, 5))).toEqual([]);
  }, 300_000);
});
