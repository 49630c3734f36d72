import { createFileStore } from './file-store';
import { DEFAULT_DATA_FILE } from './node-server';
import { initialState } from './world';

/**
 * `pnpm sandbox:reset`: restores the seed in the data file (keeping the merchants' RSA keys, so
 * clients holding a public key keep working) and tells a running server to reset too.
 */
const store = createFileStore(DEFAULT_DATA_FILE);
const keys = store.load()?.keys ?? {};
store.save({ ...initialState(), keys });
store.flush();
console.info(`[sandbox] seed restored in ${DEFAULT_DATA_FILE}`);

const port = Number(process.env.PORT ?? 8787);
try {
  const response = await fetch(`http://127.0.0.1:${port}/__sandbox/reset`, {
    method: 'POST',
    signal: AbortSignal.timeout(2000),
  });
  if (response.ok) console.info(`[sandbox] the running server on port ${port} was reset as well`);
} catch {
  // No server running: the file is enough.
}
