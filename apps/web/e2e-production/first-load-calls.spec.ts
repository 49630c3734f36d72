import { expect, test } from '@playwright/test';
import { productionSandboxPort } from '../playwright.production.config';

/**
 * The platform calls of one page load (README, "First-load calls"): none twice, at most 6 before
 * the layout's first paint. The home page, and the slot lobby, whose first calls the boot
 * prefetches (ADR 0201): the page must find them, not ask again.
 */
const PLATFORM = /^\/(wps|lgw|lotto)\//;

// The limit before the first paint is issue 12's, for the home page. The lobby's first paint may
// come after its prefetched calls (7 before it once in local CI run 18).
for (const [name, path, ready, beforePaintLimit] of [
  ['home', '/', 'banner', 6],
  ['the slot lobby', '/electron', 'article', null],
] as const) {
  const limitTitle =
    beforePaintLimit === null ? '' : `, at most ${beforePaintLimit} before the first paint`;
  test(`${name}: no platform call twice${limitTitle}`, async ({ page, request }) => {
    await request.post(`http://127.0.0.1:${productionSandboxPort}/__sandbox/reset`, {
      headers: { 'x-sandbox-control': '1' },
    });
    await page.addInitScript(() => {
      localStorage.setItem('merchantCode', 'default');
      sessionStorage.setItem('publicityClosed', 'true');
      // The layout's first paint follows the commit that removes index.html's boot frame (ADR
      // 0204); the first contentful paint is the frame's own.
      new MutationObserver((records, observer) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && node.id === 'boot-frame') {
              Object.assign(window, { layoutCommit: performance.now() });
              observer.disconnect();
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const calls: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (PLATFORM.test(url.pathname)) calls.push(`${req.method()} ${url.pathname}${url.search}`);
    });
    await page.goto(path);
    await expect(page.getByRole(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    const timing = await page.evaluate(() => {
      const framePaint =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const paint = (window as { layoutCommit?: number }).layoutCommit ?? Infinity;
      const platform = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(wps|lgw|lotto)\//.test(new URL(entry.name).pathname));
      return {
        framePaint,
        paint,
        beforePaint: platform
          .filter((entry) => entry.startTime < paint)
          .map((entry) => new URL(entry.name).pathname),
      };
    });
    console.info(
      `[first-load] ${path}: ${calls.length} platform calls; boot frame painted at ${Math.round(timing.framePaint)} ms; ${timing.beforePaint.length} before the layout's first paint (${Math.round(timing.paint)} ms):\n  ${calls.join('\n  ')}`,
    );
    // The boot frame paints first, before any platform call, and React takes over from it.
    expect(timing.paint).toBeLessThan(Infinity);
    expect(timing.framePaint).toBeLessThan(timing.paint);
    const repeated = calls.filter((call, index) => calls.indexOf(call) !== index);
    expect(repeated, `calls made twice: ${repeated.join(', ')}`).toEqual([]);
    if (beforePaintLimit !== null)
      expect(timing.beforePaint.length, timing.beforePaint.join(', ')).toBeLessThanOrEqual(
        beforePaintLimit,
      );
  });
}
