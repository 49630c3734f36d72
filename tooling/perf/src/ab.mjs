// @ts-check
// A/B Lighthouse: two builds of the site served side by side and measured in turns (A, B, A, B,
// ...), so the machine's drift falls on both alike. A lone median cannot judge a change on a
// machine whose speed moves: on 2026-11-27 the same CPU loop took 761 to 1523 ms in five runs in
// a row, and Lighthouse's medians moved by 10 points between runs of the same build.
//
//   pnpm --filter @site/perf ab <built site A> <built site B>
//   AB_RUNS (default 5), AB_PATHS (default /,/login,/electron,/lottery), AB_PORT (default 4290)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measurePages } from './lighthouse-runs.mjs';
import { SERVED_PROTOCOL, servedUrl, startSite } from './servers.mjs';

const [aRoot, bRoot] = process.argv.slice(2);
if (!aRoot || !bRoot) {
  console.error('usage: pnpm --filter @site/perf ab <built site A> <built site B>');
  process.exit(2);
}
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const runs = Number(process.env.AB_RUNS ?? 5);
const paths = (process.env.AB_PATHS ?? '/,/login,/electron,/lottery')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const basePort = Number(process.env.AB_PORT ?? 4290);
const builds = [
  { label: 'A', root: path.resolve(aRoot), port: basePort },
  { label: 'B', root: path.resolve(bRoot), port: basePort + 100 },
];

/** @type {{ stop: () => void }[]} */
const sites = [];
try {
  for (const [index, build] of builds.entries()) {
    sites.push(
      await startSite(
        repoRoot,
        {
          SITE_LISTEN: `127.0.0.1:${build.port}`,
          SITE_ROOT: build.root,
          SITE_API_ORIGIN: 'sandbox',
          SITE_SANDBOX_PORT: String(build.port + 2),
          SITE_NGINX_RUNTIME_DIR: `node_modules/.cache/site-nginx-ab-${index}`,
          SANDBOX_DATA_FILE: 'memory',
        },
        servedUrl(build.port, '/site-merchants.json'),
      ),
    );
  }
  console.info(`[ab] A = ${builds[0]?.root}\n[ab] B = ${builds[1]?.root}`);
  const figures = await measurePages(
    paths.flatMap((p) =>
      builds.map((build) => ({
        name: `${build.label} ${p}`,
        url: servedUrl(build.port, p),
      })),
    ),
    runs,
    { protocol: SERVED_PROTOCOL },
  );
  console.info(`\n[ab] medians of ${runs} runs, A and B in turns`);
  for (const p of paths) {
    const a = figures[`A ${p}`];
    const b = figures[`B ${p}`];
    console.info(
      `${p.padEnd(12)} performance ${a?.performance} -> ${b?.performance}   TBT ${Math.round(a?.tbt ?? 0)} -> ${Math.round(b?.tbt ?? 0)} ms   LCP ${Math.round(a?.lcp ?? 0)} -> ${Math.round(b?.lcp ?? 0)} ms`,
    );
  }
} finally {
  for (const site of sites) site.stop();
}
