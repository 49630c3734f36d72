import { consoleLog, startSandboxServer } from './node-server';

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';

/** SANDBOX_DATA_FILE: another data file, or `memory` to keep state in memory only (load runs). */
const dataSetting = process.env.SANDBOX_DATA_FILE;
const dataFile = dataSetting === 'memory' ? false : dataSetting;

const server = await startSandboxServer({
  port,
  host,
  log: consoleLog,
  allowRemote: process.env.SANDBOX_ALLOW_REMOTE === '1',
  allowPlaintextBodies: process.env.SANDBOX_ALLOW_PLAINTEXT === '1',
  ...(dataFile === undefined ? {} : { dataFile }),
});
consoleLog.info(
  `[sandbox] platform API on ${server.url} (control surface: ${server.url}/__sandbox/)`,
);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
