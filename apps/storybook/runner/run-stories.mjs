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
import { chromiumArgs, chromiumIgnoreDefaultArgs, chromiumPath } from '@site/playwright-config';
import { chromium } from 'playwright';
import { axeFindings } from './axe-policy.mjs';
import { compareScreenshot, pngSize } from './compare.mjs';
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
/** How long the DOM must stay unchanged (nothing in flight) before a screenshot. */
const QUIET_MS = Number(process.env.STORY_QUIET_MS ?? 150);
/**
 * The longest a story may take to settle before its screenshot is taken anyway (and listed).
 * Settled stories never wait for it; it is long enough for a page story on a loaded 2-core CI
 * machine, where 8 s once ran out while the page was still scrolled to its end.
 */
const SETTLE_LIMIT_MS = 15_000;
/** The languages the main pages are compared in besides CN (issue 20). */
export const PAGE_LOCALES = ['EN', 'TH'];
export const PAGE_TAG = 'page-visual';
const exclusions = JSON.parse(readFileSync(join(here, 'visual-exclusions.json'), 'utf8'));
/** Parts hidden (not removed: the layout stays) in every screenshot, each with its reason. */
const masks = JSON.parse(readFileSync(join(here, 'visual-masks.json'), 'utf8'));
// A full-page screenshot paints beyond the window, but the browser skips the content of an
// element with `content-visibility: auto` that is far from it (the lobby's game tiles, ADR 0226):
// a visitor who scrolls sees it drawn, so the screenshot draws it too.
const maskStyle = [
  '* { content-visibility: visible !important; }',
  ...Object.keys(masks).map((selector) => `${selector} { visibility: hidden !important; }`),
].join('\n');

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
/** Stories whose page never settled before their screenshot. */
/** @type {string[]} */
const restless = [];
/** @type {string[]} stories whose first screenshot differed and whose second was another. */
const secondLooks = [];
const started = Date.now();

const server = await serveStatic(staticDir);
// Pages load from one fixed origin whatever port the server got: a story that shows its own URL
// (the download page's QR codes) renders the same pixels on every run. A `.localhost` name keeps
// the page a secure context (WebCrypto), like 127.0.0.1.
const ORIGIN = 'http://storybook.localhost';
const browser = await chromium.launch({
  executablePath: chromiumPath,
  ignoreDefaultArgs: chromiumIgnoreDefaultArgs,
  args: [
    ...chromiumArgs,
    `--host-resolver-rules=MAP storybook.localhost ${new URL(server.url).host}`,
  ],
});

/** @param {Job} job @param {string} message */
function fail(job, message) {
  counts.failed += 1;
  failures.push(`${job.id} [${job.skin} ${job.locale}]\n${message}`);
  console.info(`  FAIL ${job.id} [${job.skin} ${job.locale}]`);
}

/**
 * Waits until the story has finished rendering: no network request (a lazy chunk, a message
 * file, an image) and no sandbox call in flight, and the DOM quiet for QUIET_MS (the page's
 * `settle`); again if a request started meanwhile. At most SETTLE_LIMIT_MS. Resolves whether it
 * settled; a story that never does is listed (a ticking display makes screenshots flaky).
 * @param {import('playwright').Page} page
 * @param {{ started: number, inflight: number, idle: Set<() => void> }} net
 */
async function settle(page, net) {
  const until = Date.now() + SETTLE_LIMIT_MS;
  if (!(await settleOnce(page, net, until))) return false;
  // A page taller than the window mounts some parts as they come near it (the home sections,
  // ADR 0155): scroll to the bottom until the page stops growing, then back to the top, so the
  // full-page screenshot shows the whole page every time, not whatever was near at first.
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  let last = await height();
  if (last <= 768) return true;
  let settled = true;
  for (let round = 0; round < 10; round += 1) {
    await page.evaluate((y) => window.scrollTo(0, y), last);
    settled = await settleOnce(page, net, until);
    if (!settled) break;
    const now = await height();
    if (now === last) break;
    last = now;
  }
  // Back to the top however the loop ended: a page shot while scrolled has its fixed header and
  // dialogs half-way down (the agent centre in aurum TH, when the limit ran out on a loaded run).
  await page.evaluate(() => window.scrollTo(0, 0));
  return settled && settleOnce(page, net, until);
}

/**
 * @param {import('playwright').Page} page
 * @param {{ started: number, inflight: number, idle: Set<() => void> }} net
 * @param {number} until
 */
async function settleOnce(page, net, until) {
  for (;;) {
    if (net.inflight > 0) {
      await new Promise((resolve) => {
        const wake = () => {
          net.idle.delete(wake);
          clearTimeout(timer);
          resolve(undefined);
        };
        const timer = setTimeout(wake, Math.max(0, until - Date.now()));
        net.idle.add(wake);
      });
    }
    const mark = net.started;
    const quiet = await page.evaluate(
      ([quietMs, limitMs]) =>
        /** @type {any} */ (globalThis).__storyRunner.settle(quietMs, limitMs),
      /** @type {const} */ ([QUIET_MS, Math.max(QUIET_MS * 2, until - Date.now())]),
    );
    const calm = quiet && net.started === mark && net.inflight === 0;
    if (calm || Date.now() >= until) return calm;
  }
}

/**
 * A story's screenshot, compared with its baseline. A screenshot that differs gets a second look,
 * as Playwright's toHaveScreenshot waits for two alike: the page settles again and is shot again.
 * Two identical shots are how the story renders, and their difference stands. A second shot
 * unlike the first means the page was still changing when the first was taken (official CI,
 * 2026-11-28: the signed-in home page once shot at another height, never reproduced locally);
 * the second is compared, and the story is listed so a page that keeps changing is seen.
 * @param {import('playwright').Page} page
 * @param {{ started: number, inflight: number, idle: Set<() => void> }} net
 * @param {Job} job
 * @param {string} name
 */
async function screenshotVerdict(page, net, job, name) {
  const label = `${job.id} [${job.skin} ${job.locale}]`;
  const files = /** @type {const} */ ([join(baselineDir, `${name}.png`), join(diffDir, name)]);
  const shoot = async () => {
    if (!(await settle(page, net))) restless.push(label);
    return page.screenshot({ fullPage: true, style: maskStyle });
  };
  const first = await shoot();
  const verdict = compareScreenshot(first, ...files, { update, report: false });
  if (update || (verdict !== 'differs' && verdict !== 'size'))
    return { verdict, shot: first, looks: 'first look' };
  const second = await shoot();
  if (second.equals(first)) {
    compareScreenshot(first, ...files, { update });
    return { verdict, shot: first, looks: 'the same on a second look' };
  }
  secondLooks.push(label);
  const again = compareScreenshot(second, ...files, { update });
  return { verdict: again, shot: second, looks: 'changed between two looks' };
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
  // The platform's images (`/res/...`) come from the story's in-browser sandbox, as the site's
  // come from the platform; the static server has none.
  await context.route(
    (url) => url.pathname.startsWith('/res/'),
    async (route) => {
      // Asked in the story's page (the preview), where the sandboxes live: a request from a
      // frame inside the story (the chat window's iframe) comes from a document still loading.
      const answer = await route
        .request()
        .frame()
        .page()
        .mainFrame()
        .evaluate(
          (url) => /** @type {any} */ (globalThis).__storyRunner?.resource(url) ?? null,
          route.request().url(),
        )
        .catch(() => null);
      if (!answer) return route.fulfill({ status: 404 });
      return route.fulfill({
        status: answer.status,
        contentType: answer.contentType,
        body: Buffer.from(answer.body, 'base64'),
      });
    },
  );
  let page = await context.newPage();
  let lane = '';
  /** @type {string[]} */
  let caught = [];
  /** The page's network requests (chunks, message files, images): started and in flight. */
  const net = { started: 0, inflight: 0, idle: /** @type {Set<() => void>} */ (new Set()) };
  const watch = () => {
    net.inflight = 0;
    page.on('request', () => {
      net.started += 1;
      net.inflight += 1;
    });
    const finished = () => {
      net.inflight = Math.max(0, net.inflight - 1);
      if (net.inflight === 0) for (const wake of [...net.idle]) wake();
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
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
        // A lane (skin, language) opens the preview with no story, sets the lane's globals and
        // checks the preview took them; every story then starts the same way (seeded, sandboxes
        // reset, selected), whether or not it is the first in its page.
        lane = jobLane;
        await page.goto(`${ORIGIN}/iframe.html?viewMode=story`);
        await page.waitForFunction(() => '__storyRunner' in globalThis);
        const ready = await page.evaluate(
          (limit) => /** @type {any} */ (globalThis).__storyRunner.wait('', 0, limit),
          timeout,
        );
        if (ready.status !== 'missing')
          throw new Error(`the preview did not start: ${ready.status}`);
        const wanted = { merchant: job.skin, locale: job.locale, flags: 'theme' };
        const applied = await page.evaluate(
          ([globals, limit]) =>
            /** @type {any} */ (globalThis).__storyRunner.globals(globals, limit),
          /** @type {const} */ ([wanted, timeout]),
        );
        for (const [key, value] of Object.entries(wanted))
          if (applied[key] !== value)
            throw new Error(`the preview runs with ${key}=${applied[key]}, not ${value}`);
      }
      result = await page.evaluate(([id, limit]) => {
        const runner = /** @type {any} */ (globalThis).__storyRunner;
        const start = runner.mark();
        runner.seed(20261123);
        runner.select(id);
        return runner.wait(id, start, limit);
      }, /** @type {const} */ ([job.id, timeout]));
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
      const name = baselineName(job);
      const { verdict, shot, looks } = await screenshotVerdict(page, net, job, name);
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
        const reference = join(baselineDir, `${name}.png`);
        fail(
          job,
          verdict === 'size'
            ? `screenshot size changed from ${pngSize(readFileSync(reference))} to ${pngSize(shot)} (${looks}): see visual-diffs/${name}-actual.png`
            : `screenshot beyond tolerance (${looks}): see visual-diffs/${name}-diff.png`,
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
  for (const selector of Object.keys(masks)) console.info(`  visual masked: ${selector}`);
  if (secondLooks.length > 0)
    console.info(
      `  ${secondLooks.length} screenshot(s) still changing at the first look, compared at the second: ${secondLooks.slice(0, 10).join(', ')}`,
    );
  if (restless.length > 0)
    console.info(
      `  ${restless.length} screenshot(s) taken before the page settled (${SETTLE_LIMIT_MS / 1000} s): ${restless.slice(0, 10).join(', ')}`,
    );
}
process.exit(counts.failed > 0 || (orphans.length > 0 && !update) ? 1 : 0);
