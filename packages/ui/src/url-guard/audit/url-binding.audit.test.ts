import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REVIEWED_ELSEWHERE } from './reviewed-bindings';
import { auditSource, type AuditFinding, type ReviewedBinding } from './url-binding-audit';

// Runs over the whole workspace as part of @site/ui's uncached `e2e` task:
//   pnpm --filter @site/ui url-audit
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SANITISER = join('packages', 'ui', 'src', 'safe-html');
const SKIP = /\.(test|stories|audit\.test|browser\.test)\.tsx?$|\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'test' || name === 'testing')
      continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !SKIP.test(name)) out.push(path);
  }
  return out;
}

function roots(): string[] {
  const dirs: string[] = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(ROOT, group))) {
      const src = join(ROOT, group, name, 'src');
      try {
        if (statSync(src).isDirectory()) dirs.push(src);
      } catch {
        // A package without sources.
      }
    }
  }
  return dirs;
}

describe('server URLs and server HTML in the workspace', () => {
  const findings: AuditFinding[] = [];
  const reviewed: ReviewedBinding[] = [];
  let files = 0;
  for (const dir of roots()) {
    for (const path of sourceFiles(dir)) {
      const file = relative(ROOT, path);
      if (file.startsWith(SANITISER) || file.includes('url-guard/audit')) continue;
      files += 1;
      const result = auditSource(file, readFileSync(path, 'utf8'), REVIEWED_ELSEWHERE);
      findings.push(...result.findings);
      reviewed.push(...result.reviewed);
    }
  }

  it('reads the components of every package', () => {
    expect(files).toBeGreaterThan(200);
  });

  it('binds no raw server URL to href or src (guardUrl, a constant, or a stated reason)', () => {
    console.info(
      `URL audit: ${files} files, ${findings.filter((f) => f.kind === 'raw-url').length} raw URL bindings, ${reviewed.length} reviewed exceptions`,
    );
    for (const entry of reviewed)
      console.info(`  reviewed ${entry.file}:${entry.line}: ${entry.reason}`);
    expect(findings.filter((f) => f.kind === 'raw-url')).toEqual([]);
  });

  it('puts HTML into the DOM only through SafeHtml (the one sanitiser)', () => {
    expect(findings.filter((f) => f.kind === 'raw-html')).toEqual([]);
  });
});
