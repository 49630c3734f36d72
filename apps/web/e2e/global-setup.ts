import { request } from '@playwright/test';
import { CONTROL_HEADERS, SANDBOX } from './sandbox';

/** Starts every run from the sandbox's seed. */
export default async function globalSetup() {
  const context = await request.newContext();
  await context.post(`${SANDBOX}/reset`, { headers: CONTROL_HEADERS });
  await context.dispose();
}
