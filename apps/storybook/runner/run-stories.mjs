#!/usr/bin/env node
// @ts-check
// Every story is a test (ADR 0175): renders every story of the built Storybook in every merchant
// skin (CN) in Debian's Chromium, with its play function, axe (serious or critical fail) and a
// screenshot compared with apps/storybook/visual-baselines/<skin>/. Stories tagged `page-visual`
// (the site's main pages) are also rendered and compared in EN and TH.
//
//   node runner/run-stories.mjs            # check (needs storybook-static: pnpm build-storybook)
//   node runner/run-stories.mjs --update   # record missing or changed baselines, prune orphans
// Env: STORY_SKINS=aurum,lumen  STORY_FILTER=<regexp on story ids>  STORY_VISUAL=0
//      STORY_WORKERS=<pages in parallel, default 4>  STORY_STATIC=<another storybook-static>
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '@site/playwright-config';
import { chromium } from 'playwright';
import { axeFindings } from './axe-policy.mjs';
import { compareScreenshot } from './compare.mjs';
import { FROZEN_NOW, installStoryHooks } from './page-hooks.mjs';
import { serveStatic } from './static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const storybookDir = resolve(here, '..');
const staticDir = resolve(process.env.STORY_STATIC ?? join(storybookDir, 'storybook-static'));
const baselineDir = join(storybookDir, 'visual-baselines');
const diffDir = join(storybookDir, 'visual-diffs');
const update = process.argv.includes('--update');
const visual = process.env.STORY_VISUAL !== '0';
const filter = process.env.STORY_FILTER ? new RegExp(process.env.STORY_FILTER) : undefined;
const workers = Number(process.env.STORY_WORKERS ?? Math.max(2, cpus().length * 2));
const timeout = Number(process.env.STORY_TIMEOUT ?? 60_000);
/** The languages the main pages are compared in besides CN (issue 20). */
export const PAGE_LOCALES = ['EN', 'TH'];
export const PAGE_TAG = 'page-visual';
const exclusions = JSON.parse(readFileSync(join(here, 'visual-exclusions.json'), 'utf8'));

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(
    `No Storybook build at ${staticDir}: run pnpm --filter @site/storybook build-storybook`,
  );
  process.exit(1);
}

/** Every merchant skin: the theme packages' `site.merchant` (a new skin is tested with no edit). */
function skins() {
  const themes = resolve(storybookDir, '../../themes');
  const all = readdirSync(themes)
    .flatMap((name) => {
      try {
        const pkg = JSON.parse(readFileSync(join(themes, name, 'package.json'), 'utf8'));
        return pkg.site?.merchant ? [pkg.site.merchant] : [];
      } catch {
        return [];
      }
    })
    .sort();
  const only = process.env.STORY_SKINS?.split(',').filter(Boolean);
  return only ? all.filter((code) => only.includes(code)) : all;
}

/** @type {{ id: string, tags?: string[] }[]} */
const stories = Object.values(
  JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')).entries,
)
  .filter((entry) => entry.type === 'story')
  .filter((entry) => !filter || filter.test(entry.id))
  .sort((a, b) => a.id.localeCompare(b.id));
const skinList = skins();

/** @typedef {{ skin: string, locale: string, id: string }} Job */
/** @type {Job[]} */
const jobs = [];
for (const skin of skinList) for (const { id } of stories) jobs.push({ skin, locale: 'CN', id });
const pageStories = stories.filter((story) => story.tags?.includes(PAGE_TAG));
for (const locale of PAGE_LOCALES)
  for (const skin of skinList) for (const { id } of pageStories) jobs.push({ skin, locale, id });

/** @param {Job} job */
const baselineName = (job) =>
  job.locale === 'CN'
    ? `${job.skin}/${job.id}`
    : `${job.skin}/${job.locale.toLowerCase()}/${job.id}`;

const counts = { passed: 0, failed: 0, axe: 0, compared: 0, beyond: 0, missing: 0, recorded: 0 };
/** @type {string[]} */
const failures = [];
const started = Date.now();

const server = await serveStatic(staticDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** @param {Job} job @param {string} message */
function fail(job, message) {
  counts.failed += 1;
  failures.push(`${job.id} [${job.skin} ${job.locale}]\n${message}`);
  console.info(`  FAIL ${job.id} [${job.skin} ${job.locale}]`);
}

let next = 0;
async function worker() {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    locale: 'zh-CN',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  await context.clock.setFixedTime(FROZEN_NOW);
  await context.addInitScript(installStoryHooks);
  let page = await context.newPage();
  let lane = '';
  /** @type {string[]} */
  let caught = [];
  const watch = () => {
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        /React Router caught the following error|Unexpected Application Error/.test(message.text())
      )
        caught.push(message.text().slice(0, 300));
    });
  };
  watch();
  while (next < jobs.length) {
    const job = /** @type {Job} */ (jobs[next++]);
    if (next % 100 === 0)
      console.info(
        `  ${next} of ${jobs.length} started, ${((Date.now() - started) / 1000).toFixed(0)}s`,
      );
    caught = [];
    const jobLane = `${job.skin}:${job.locale}`;
    /** @type {any} */
    let result;
    try {
      if (jobLane !== lane) {
        lane = jobLane;
        await page.goto(
          `${server.url}/iframe.html?id=${job.id}&viewMode=story&globals=merchant:${job.skin};locale:${job.locale};flags:theme`,
        );
        await page.waitForFunction(() => '__storyRunner' in globalThis);
        result = await page.evaluate(
          ([id, limit]) => /** @type {any} */ (globalThis).__storyRunner.wait(id, 0, limit),
          /** @type {const} */ ([job.id, timeout]),
        );
      } else {
        result = await page.evaluate(([id, limit]) => {
          const runner = /** @type {any} */ (globalThis).__storyRunner;
          const start = runner.mark();
          runner.seed(20261123);
          runner.select(id);
          return runner.wait(id, start, limit);
        }, /** @type {const} */ ([job.id, timeout]));
      }
    } catch (error) {
      result = { status: 'crashed', errors: [String(error)], reporters: [] };
    }
    // Storybook catches a play function's exception (`throwPlayFunctionExceptions: false`, for
    // the Interactions panel) and still finishes with `success`: any error event fails the story.
    if (result.status !== 'success' || result.errors.length > 0) {
      fail(job, `${result.status}\n${result.errors.join('\n')}`.slice(0, 2000));
      if (result.status === 'timeout' || result.status === 'crashed') {
        // A hung story leaves the preview busy: the next story starts from a fresh page.
        await page.close().catch(() => {});
        page = await context.newPage();
        watch();
        lane = '';
      }
      continue;
    }
    if (caught.length > 0) {
      fail(job, `The story rendered an error boundary:\n${caught.join('\n')}`);
      continue;
    }
    const axe = axeFindings(result.reporters, job.id, job.skin);
    if (!axe.checked) {
      fail(job, 'axe did not report (the a11y addon ran no check)');
      continue;
    }
    counts.axe += 1;
    if (axe.findings.length > 0) {
      fail(
        job,
        `axe: ${axe.findings.length} serious or critical violation(s):\n${axe.findings.join('\n')}`,
      );
      continue;
    }
    if (visual && !exclusions[job.id]) {
      await page.evaluate(() => /** @type {any} */ (globalThis).__storyRunner.settle());
      const shot = await page.screenshot({ fullPage: true });
      const name = baselineName(job);
      const verdict = compareScreenshot(
        shot,
        join(baselineDir, `${name}.png`),
        join(diffDir, name),
        {
          update,
        },
      );
      if (verdict === 'recorded') counts.recorded += 1;
      else if (verdict === 'missing') {
        counts.missing += 1;
        fail(
          job,
          `no baseline ${name}.png (record it with pnpm --filter @site/storybook visual:update)`,
        );
        continue;
      } else if (verdict === 'differs' || verdict === 'size') {
        counts.beyond += 1;
        fail(
          job,
          `screenshot ${verdict === 'size' ? 'size changed' : 'beyond tolerance'}: see visual-diffs/${name}-diff.png`,
        );
        continue;
      }
      counts.compared += 1;
    }
    counts.passed += 1;
  }
  await context.close();
}

if (!update) rmSync(diffDir, { recursive: true, force: true });
await Promise.all(Array.from({ length: Math.min(workers, jobs.length) }, () => worker()));
await browser.close();
await server.close();

// Baselines that belong to no story (a removed story or skin) fail a full run; --update prunes them.
/** @type {string[]} */
const orphans = [];
if (visual && !filter && !process.env.STORY_SKINS) {
  const expected = new Set(
    jobs.filter((job) => !exclusions[job.id]).map((job) => `${baselineName(job)}.png`),
  );
  /** @param {string} dir @param {string} prefix */
  const walk = (dir, prefix) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), name);
      else if (entry.name.endsWith('.png') && !expected.has(name)) orphans.push(name);
    }
  };
  walk(baselineDir, '');
  if (update) for (const orphan of orphans) rmSync(join(baselineDir, orphan));
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
for (const failure of failures) console.info(`\n✗ ${failure}`);
if (orphans.length && !update) {
  console.info(
    `\nvisual: ${orphans.length} baseline(s) belong to no story (visual:update prunes them):`,
  );
  for (const orphan of orphans.slice(0, 20)) console.info(`  ${orphan}`);
}
const shape = `${stories.length} stories x ${skinList.length} skins in CN + ${pageStories.length} pages x ${skinList.length} skins in ${PAGE_LOCALES.join(', ')}`;
console.info(
  `\nstory tests: ${counts.passed} passed, ${counts.failed} failed (${shape}) in ${seconds}s, ${workers} pages in parallel`,
);
console.info(
  `axe: ${counts.axe} checks, ${failures.filter((f) => f.includes('\naxe:')).length} with serious or critical violations`,
);
if (visual) {
  console.info(
    `visual: ${counts.compared} screenshots compared, ${counts.beyond} beyond tolerance, ${counts.missing} without baseline${update ? `, ${counts.recorded} recorded, ${orphans.length} pruned` : ''}; diffs in apps/storybook/visual-diffs/`,
  );
  for (const id of Object.keys(exclusions))
    console.info(`  visual excluded: ${id} (${exclusions[id]})`);
}
process.exit(counts.failed > 0 || (orphans.length > 0 && !update) ? 1 : 0);
