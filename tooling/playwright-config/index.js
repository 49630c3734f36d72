// @ts-check
import { existsSync, statfsSync } from 'node:fs';

/** Where Debian puts chromium; override with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether /dev/shm has room for Chromium's shared memory (frames, screenshots). A container's
 * default 64 MB does not, and Chromium then needs `--disable-dev-shm-usage` (files in /tmp, more
 * system time); CI's machines have a RAM-sized tmpfs, and the browser tests used about 6 % less
 * CPU with it (ADR 0213).
 */
function shmIsRoomy() {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= 1024 ** 3;
  } catch {
    return false;
  }
}

const useShm = shmIsRoomy();

/** Flags that keep headless chromium quiet on a machine with no internet, as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  ...(useShm ? [] : ['--disable-dev-shm-usage']),
];

/** Playwright's default flags to leave out: its `--disable-dev-shm-usage` when /dev/shm is roomy. */
export const chromiumIgnoreDefaultArgs = useShm ? ['--disable-dev-shm-usage'] : [];

/** Launch options for Playwright and for any script that drives chromium directly. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
  ignoreDefaultArgs: chromiumIgnoreDefaultArgs,
  headless: true,
};

export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
}

/**
 * A Playwright config with the project's conventions.
 * @param {import('@playwright/test').PlaywrightTestConfig} config
 * @returns {import('@playwright/test').PlaywrightTestConfig}
 */
export function definePlaywrightPreset(config) {
  assertChromium();
  const isCI = Boolean(process.env.CI);
  return {
    testDir: './e2e',
    fullyParallel: false,
    forbidOnly: isCI,
    retries: isCI ? 1 : 0,
    workers: isCI ? 1 : 2,
    reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
    // Sized for a loaded 2-core CI machine, where the browser suites run beside each other and
    // beside the story tests (ADR 0007): a test still fails when what it waits for never comes.
    timeout: 45_000,
    expect: { timeout: 10_000 },
    ...config,
    use: {
      // A trace records every action's DOM snapshot and a screencast: about 30 % of the browser
      // tests' CPU when kept for every test (ADR 0213). A failed test's retry records one.
      trace: 'on-first-retry',
      screenshot: 'only-on-failure',
      ...config.use,
      launchOptions: { ...chromiumLaunchOptions, ...config.use?.launchOptions },
    },
    projects: config.projects ?? [{ name: 'chromium', use: { browserName: 'chromium' } }],
  };
}
