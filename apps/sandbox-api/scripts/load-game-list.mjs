// Load measurement of the game list (GCSGAME_gameList) against the sandbox on 127.0.0.1.
// Starts the Node server in its own process (state in memory), runs autocannon for a fixed time
// and connection count, prints the figures, stops the server. Usage: pnpm --filter @site/sandbox-api load
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const DURATION_S = Number(process.env.LOAD_DURATION ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);
const MAX_REQUESTS = Number(process.env.LOAD_MAX_REQUESTS ?? 200_000);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const cwd = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd,
  env: { ...process.env, PORT: String(port), SANDBOX_DATA_FILE: 'memory' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  child.stdout.on('data', (chunk) => String(chunk).includes('platform API on') && resolve());
  child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const path =
  '/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&merchant=default&gameType=RNG&pageNo=2&pageSize=40&language=CN';
const url = `http://127.0.0.1:${port}${path}`;
const check = await fetch(url, { headers: { Merchant: 'default', Language: 'CN' } }).then((r) =>
  r.json(),
);
if (!check.success || check.value.games.content.length !== 40)
  throw new Error('the game list did not answer 40 games');

const result = await autocannon({
  url,
  connections: CONNECTIONS,
  duration: DURATION_S,
  amount: undefined,
  timeout: 10,
  headers: { Merchant: 'default', Language: 'CN', Device: 'web' },
  maxOverallRequests: MAX_REQUESTS,
});
child.kill('SIGTERM');

const figures = {
  command: `autocannon -c ${CONNECTIONS} -d ${DURATION_S} (max ${MAX_REQUESTS} requests) GET ${path}`,
  requestsPerSecondAverage: result.requests.average,
  requestsPerSecondP50: result.requests.p50,
  latencyMsP50: result.latency.p50,
  latencyMsP99: result.latency.p99,
  totalRequests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  throughputKiBps: Math.round(result.throughput.average / 1024),
};
console.info(JSON.stringify(figures, null, 2));
if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
