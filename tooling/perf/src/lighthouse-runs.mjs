// @ts-check
// Lighthouse (mobile, its simulated throttling) in Debian's chromium: runs the pages in turns
// (bare, home, login, ..., bare, home, ...) so machine drift falls on all of them alike, and keeps
// the median of each figure. The CPU slowdown follows the host's speed (cpu-calibration.mjs,
// ADR 0159): a first, discarded run of the first page measures it, and each run then uses the
// median benchmark index of the last three runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  cpuSlowdownFor,
  createHostSpeed,
  DEFAULT_CPU_SLOWDOWN,
  REFERENCE_BENCHMARK_INDEX,
} from './cpu-calibration.mjs';
import { describeHost, measureHostCapacity } from './host-capacity.mjs';
import { median } from './median.mjs';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The measured servers' throwaway certificate (servers.mjs, ADR 0221); this browser visits
  // nothing else.
  '--ignore-certificate-errors',
];

/**
 * @typedef {{ performance: number; accessibility: number; lcp: number; fcp: number; tbt: number;
 *   cls: number; failedAudits: string[] }} PageFigures
 */

/**
 * The protocol the page's document came over (`h2`, `http/1.1`), from the report's requests.
 * @param {{ audits: Record<string, { details?: unknown }> }} lhr
 * @returns {string}
 */
export function documentProtocol(lhr) {
  const details = /** @type {{ items?: { resourceType?: string; protocol?: string }[] }} */ (
    lhr.audits['network-requests']?.details ?? {}
  );
  return details.items?.find((item) => item.resourceType === 'Document')?.protocol ?? 'unknown';
}

/**
 * @param {{ name: string; url: string }[]} pages
 * @param {number} runs
 * @param {{ protocol?: string }} [expect] the documents' protocol; a run over another one throws
 *   (a server that fell back to HTTP/1.1 would measure another site)
 * @returns {Promise<Record<string, PageFigures>>}
 */
export async function measurePages(pages, runs, expect = {}) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  /** @type {Record<string, PageFigures[]>} */
  const results = Object.fromEntries(pages.map((p) => [p.name, []]));
  // BUDGETS_CPU_SLOWDOWN=4 measures with one fixed slowdown (4 is Lighthouse's default).
  const fixedSlowdown = Number(process.env.BUDGETS_CPU_SLOWDOWN) || undefined;
  const hostSpeed = createHostSpeed();
  /** @param {string} url @param {number} slowdown */
  const measure = (url, slowdown) =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      throttling: { cpuSlowdownMultiplier: slowdown },
    });
  /** @type {number[]} */
  const slowdowns = [];
  /** @type {number[]} */
  const capacities = [];
  let cores = 0;
  // The host's parallel capacity before the measured runs and after each round (ADR 0230). The
  // first probe follows the warm-up run: probed at once, the servers' own start-up still used a
  // core (1.1 and 1.59 of 2, 2026-12-03). It only informs, so a probe that fails (no worker
  // threads) says so and the runs go on.
  const probeHost = async (/** @type {string} */ when) => {
    try {
      const { capacity, threads } = await measureHostCapacity();
      capacities.push(capacity);
      cores = threads;
      console.info(`[budgets] host capacity ${when}: ${capacity} of ${threads} cores`);
    } catch (error) {
      console.info(`[budgets] host capacity ${when}: not measured (${String(error)})`);
    }
  };
  try {
    const first = pages[0];
    if (first && !fixedSlowdown) {
      const warmUp = await measure(first.url, cpuSlowdownFor(undefined));
      hostSpeed.add(warmUp?.lhr.environment.benchmarkIndex);
    }
    await probeHost('before the runs');
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages) {
        const index = hostSpeed.current();
        const slowdown = fixedSlowdown ?? cpuSlowdownFor(index);
        slowdowns.push(slowdown);
        const result = await measure(page.url, slowdown);
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        const reportDir = process.env.BUDGETS_LHR_DIR;
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          // A/B pages are named `A /lottery`: the file name keeps letters, digits, dots and dashes.
          const file = `${page.name.replace(/[^\w.-]+/g, '_')}-${run + 1}.json`;
          writeFileSync(path.join(reportDir, file), JSON.stringify(lhr));
        }
        if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.message}`);
        const protocol = documentProtocol(lhr);
        if (expect.protocol && protocol !== expect.protocol)
          throw new Error(`${page.url} came over ${protocol}, not ${expect.protocol}`);
        hostSpeed.add(lhr.environment.benchmarkIndex);
        console.info(
          `[budgets] run ${run + 1}/${runs} ${page.name}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}` +
            ` (CPU slowdown ${slowdown}x for a host index of ${index === undefined ? 'unknown' : Math.round(index)};` +
            ` this run measured ${Math.round(lhr.environment.benchmarkIndex)})`,
        );
        const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
        results[page.name]?.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcp: audit('largest-contentful-paint'),
          fcp: audit('first-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          failedAudits: (lhr.categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        });
      }
      await probeHost(`after round ${run + 1}`);
    }
  } finally {
    chrome.kill();
  }
  if (slowdowns.length)
    console.info(
      `[budgets] CPU slowdown ${fixedSlowdown ? 'fixed' : 'calibrated'}: ${Math.min(...slowdowns)}x to ${Math.max(...slowdowns)}x, median ${median(slowdowns)}x (${DEFAULT_CPU_SLOWDOWN}x, Lighthouse's default, at a host index of ${REFERENCE_BENCHMARK_INDEX})`,
    );
  const usable = capacities.filter(Number.isFinite);
  if (usable.length)
    console.info(
      `[budgets] host ${describeHost()}: parallel capacity ${Math.min(...usable)} to ${Math.max(...usable)} cores (of ${cores}; ADR 0230)`,
    );
  /** @type {Record<string, PageFigures>} */
  const medians = {};
  for (const [name, list] of Object.entries(results)) {
    medians[name] = {
      performance: median(list.map((r) => r.performance)),
      accessibility: median(list.map((r) => r.accessibility)),
      lcp: median(list.map((r) => r.lcp)),
      fcp: median(list.map((r) => r.fcp)),
      tbt: median(list.map((r) => r.tbt)),
      cls: median(list.map((r) => r.cls)),
      failedAudits: [...new Set(list.flatMap((r) => r.failedAudits))],
    };
  }
  return medians;
}
