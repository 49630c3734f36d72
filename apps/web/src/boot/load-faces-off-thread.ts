import type { FaceRequest } from './font-faces';

/** The part of a `Worker` that the warm-up uses. */
export interface FaceWorker {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: FaceRequest): void;
  terminate(): void;
}

/**
 * How long the warm-up waits for the worker before it looks the strikes up anyway. A worker that
 * has not answered by then is starved of CPU; the main thread loads what it still needs.
 */
export const FACE_WORKER_TIMEOUT_MS = 2000;

/** The font-faces worker, or null where a worker could not draw text (no OffscreenCanvas). */
export function createFaceWorker(): FaceWorker | null {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  // A classic worker: the bundler emits it as one script of its own, allowed by `worker-src
  // 'self'` of the site's CSP (deploy/nginx.conf.template).
  return new Worker(new URL('./font-faces-worker.ts', import.meta.url), { name: 'font-faces' });
}

/**
 * Asks a worker to load the faces' font files (ADR 0227). Resolves true when the worker drew
 * them; false when there is no worker, it failed, or it did not answer within `timeoutMs`. Never
 * rejects, and the worker is gone when it resolves.
 */
export function loadFacesOffThread(
  request: FaceRequest,
  createWorker: () => FaceWorker | null = createFaceWorker,
  timeoutMs = FACE_WORKER_TIMEOUT_MS,
): Promise<boolean> {
  const worker = made(createWorker);
  if (!worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (drawn: boolean) => {
      clearTimeout(timer);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      resolve(drawn);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    worker.onmessage = (event) => finish(event.data === true);
    worker.onerror = () => finish(false);
    try {
      worker.postMessage(request);
    } catch {
      finish(false);
    }
  });
}

/** The worker, or null when none could be made (the CSP refused it, say). */
function made(createWorker: () => FaceWorker | null): FaceWorker | null {
  try {
    return createWorker();
  } catch {
    return null;
  }
}
