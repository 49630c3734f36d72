/**
 * pnpm --filter @site/api-core bench
 *
 * Runs the HTTP client against a local HTTP server (127.0.0.1, random port) and prints:
 * 1. network requests made for 100 identical concurrent GETs (expected 1: merged in flight);
 * 2. the most requests in flight, seen by the server, for 50 GETs on one path (expected 6);
 *    and for 50 game-list GETs (expected 4);
 * 3. the client's overhead per call against bare fetch (sequential calls, no cache).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createClient } from '../src/client/http-client';
import { memoryCookieJar } from '../src/storage/cookies';
import { memoryStorage } from '../src/storage/memory-storage';
import { createSiteStorage } from '../src/storage/site-storage';

const HOLD_MS = 25;
const hits = new Map<string, number>();
const active = new Map<string, number>();
const peak = new Map<string, number>();

function handle(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  hits.set(path, (hits.get(path) ?? 0) + 1);
  const now = (active.get(path) ?? 0) + 1;
  active.set(path, now);
  peak.set(path, Math.max(peak.get(path) ?? 0, now));
  const body = JSON.stringify({
    success: true,
    value: { path, at: Date.now() },
    errorCode: null,
    message: null,
    status: 200,
  });
  const finish = () => {
    active.set(path, (active.get(path) ?? 1) - 1);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(body);
  };
  if (path === '/wps/system/test/ping') finish();
  else setTimeout(finish, HOLD_MS);
}

async function main() {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const storage = createSiteStorage({
    session: memoryStorage(),
    local: memoryStorage(),
    cookies: memoryCookieJar(),
  });
  storage.setLocal('merchantCode', 'BENCH');
  storage.setSession('token', 'bench-token');
  const client = createClient({ baseUrl: base, storage, language: () => 'CN' });

  try {
    // 1. 100 identical concurrent GETs.
    await Promise.all(
      Array.from({ length: 100 }, () => client.call('systemLocation', undefined, { cache: false })),
    );
    const identical = hits.get('/wps/system/location') ?? 0;

    // 2. 50 GETs on one path (different queries, so nothing merges).
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => client.call('systemStatus', { host: `h${i}` })),
    );
    const perPath = peak.get('/wps/system/status') ?? 0;
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.call(
          'relay.GCSGAME_gameList',
          {
            clientType: 3,
            platform: 'html5-desktop',
            merchant: 'BENCH',
            pageNo: i + 1,
            pageSize: 40,
            language: 'CN',
          },
          { cache: false },
        ),
      ),
    );
    const gameList = peak.get('/wps/relay/GCSGAME_gameList') ?? 0;

    // 3. Overhead per call against bare fetch, sequential, on the instant ping endpoint.
    const N = 3000;
    const bare = async () => {
      const response = await fetch(`${base}/wps/system/test/ping?t=1`, {
        headers: { Merchant: 'BENCH', Device: 'web', Language: 'CN', Authorization: 'bench-token' },
      });
      const json = (await response.json()) as { success: boolean; value: unknown };
      return json.value;
    };
    const fastClient = createClient({ baseUrl: base, storage, language: () => 'CN' });
    // The same instant endpoint through the client (the domain ping call, on this origin).
    const viaClient = () => fastClient.call('domainPing', { t: 1 }, { origin: base });
    for (let i = 0; i < 200; i += 1) {
      await bare();
      await viaClient();
    }
    // Interleave bare and client calls so drift on a shared machine hits both equally;
    // report the median of per-call durations (robust against stalls).
    const bareTimes: number[] = [];
    const clientTimes: number[] = [];
    for (let i = 0; i < N; i += 1) {
      const t0 = performance.now();
      await bare();
      const t1 = performance.now();
      await viaClient();
      const t2 = performance.now();
      bareTimes.push(t1 - t0);
      clientTimes.push(t2 - t1);
    }
    const median = (values: number[]) =>
      ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0) * 1000;
    const bareUs = median(bareTimes);
    const clientUs = median(clientTimes);

    console.info('@site/api-core client bench');
    console.info(`  100 identical concurrent GETs -> network requests: ${identical} (expected 1)`);
    console.info(`  50 GETs on one path -> most in flight: ${perPath} (expected 6)`);
    console.info(`  50 game-list GETs -> most in flight: ${gameList} (expected 4)`);
    console.info(
      `  per call, sequential, ${N} interleaved calls each (median): bare fetch ${bareUs.toFixed(0)} us, client ${clientUs.toFixed(0)} us, overhead ${(clientUs - bareUs).toFixed(0)} us (${(((clientUs - bareUs) / bareUs) * 100).toFixed(1)}%)`,
    );
    if (identical !== 1 || perPath !== 6 || gameList !== 4) process.exitCode = 1;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

void main();
