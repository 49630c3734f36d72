import { http, HttpResponse, type RequestHandler, type WebSocketHandler, ws } from 'msw';
import { createSandboxApp, type SandboxApp, type SandboxAppOptions } from './app';
import { isDropResponse } from './faults';
import { openNotificationSession, SOCKET_PATH } from './notifications';

/** The paths the sandbox answers; everything else passes through MSW untouched. */
export const SANDBOX_PATH_PATTERNS = [
  '*/wps/*',
  '*/lgw/*',
  '*/lotto/*',
  '*/res/*',
  '*/__sandbox/*',
] as const;

export interface SandboxMsw {
  /** Give these to `setupServer(...)` (vitest, Playwright's node side) or `setupWorker(...)` (Storybook). */
  handlers: (RequestHandler | WebSocketHandler)[];
  /** The app behind the handlers: `app.world` for state, `app.faults` for injected faults. */
  app: SandboxApp;
  /** Restores the seed and clears faults (call it in `afterEach`). */
  reset(): void;
}

/**
 * MSW handlers that forward every `/wps`, `/lgw`, `/lotto`, `/res` and `/__sandbox` request to an
 * in-process sandbox app, plus the notification websocket. One app per call, so each test file can
 * own its state; pass `{ app }` to share one.
 */
export function createSandboxMsw(
  options: SandboxAppOptions & { app?: SandboxApp } = {},
): SandboxMsw {
  // In-process: nothing listens, so plaintext bodies (Encryption: none) stay allowed for tests and stories.
  const app = options.app ?? createSandboxApp({ allowPlaintextBodies: true, ...options });
  const forward = async ({ request }: { request: Request }) => {
    const response = await app.fetch(request);
    if (isDropResponse(response)) return HttpResponse.error();
    return response;
  };
  const socket = ws.link(`*${SOCKET_PATH}`);
  const socketHandler = socket.addEventListener('connection', ({ client }) => {
    const session = openNotificationSession(app.world, {
      send: (text) => client.send(text),
      close: (code, reason) => client.close(code, reason),
    });
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string') session.onMessage(event.data);
    });
    client.addEventListener('close', () => session.onClose());
  });
  return {
    handlers: [
      ...SANDBOX_PATH_PATTERNS.map((pattern) => http.all(pattern, forward)),
      socketHandler,
    ],
    app,
    reset: () => {
      app.world.reset();
      app.faults.clear();
    },
  };
}

/** Handlers over one shared default app (convenient for Storybook's preview). */
export function sandboxHandlers(options: SandboxAppOptions = {}): SandboxMsw['handlers'] {
  return createSandboxMsw(options).handlers;
}

export { isDropResponse };
