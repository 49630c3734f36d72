import type { Page } from '@playwright/test';

export interface CspReport {
  violations: string[];
  console: string[];
}

/**
 * Records every Content-Security-Policy violation the browser reports for this page and its
 * same-origin frames: `securitypolicyviolation` events (collected in the page) and console
 * messages that mention the policy.
 */
export async function watchCsp(page: Page): Promise<() => Promise<CspReport>> {
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) consoleMessages.push(message.text());
  });
  return async () => {
    const violations: string[] = [];
    for (const frame of page.frames()) {
      const found = await frame
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => [] as string[]);
      violations.push(...found);
    }
    return { violations, console: consoleMessages };
  };
}
