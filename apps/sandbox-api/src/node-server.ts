import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { createSandboxApp, type SandboxApp } from './app';
import { checkBindAddress, isAllowedSocketOrigin, isLoopbackHost, refusal } from './control-guard';
import { isDropResponse } from './faults';
import { createFileStore } from './file-store';
import { openNotificationSession, SOCKET_PATH } from './notifications';
import { createMemoryStore, type SandboxLog } from './world';

export const DEFAULT_DATA_FILE = fileURLToPath(new URL('../data/state.json', import.meta.url));

export interface SandboxServerOptions {
  port?: number;
  host?: string;
  /** The JSON data file; `false` keeps state in memory (tests). */
  dataFile?: string | false;
  log?: SandboxLog;
  /**
   * SANDBOX_ALLOW_REMOTE=1: listen on a non-loopback address and answer any Host. Off by
   * default: the sandbox has no authentication (ADR 0168).
   */
  allowRemote?: boolean;
  /**
   * SANDBOX_ALLOW_PLAINTEXT=1: accept `Encryption: none` on encrypted calls (a development
   * switch for curl; the browser tests never set it).
   */
  allowPlaintextBodies?: boolean;
}

export interface SandboxServer {
  url: string;
  port: number;
  app: SandboxApp;
  close(): Promise<void>;
}

export const consoleLog: SandboxLog = {
  info: (message) => console.info(`${new Date().toISOString()} ${message}`),
  warn: (message) => console.warn(`${new Date().toISOString()} ${message}`),
};

/** Starts the sandbox on Node: HTTP through @hono/node-server and the notification websocket. */
export function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1';
  const allowRemote = options.allowRemote === true;
  try {
    checkBindAddress(host, allowRemote);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const fileStore =
    options.dataFile === false ? undefined : createFileStore(options.dataFile ?? DEFAULT_DATA_FILE);
  const app = createSandboxApp({
    store: fileStore ?? createMemoryStore(),
    log: options.log ?? consoleLog,
    allowPlaintextBodies: options.allowPlaintextBodies === true,
  });
  const sockets = new WebSocketServer({ noServer: true });
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: async (request: Request, env: HttpBindings | Http2Bindings) => {
          const refused = refusal(request, { allowRemote });
          if (refused) return Response.json({ success: false, message: refused }, { status: 403 });
          const response = await app.fetch(request, env);
          if (isDropResponse(response)) {
            env.incoming.socket.destroy();
            return new Response(null, { status: 499 });
          }
          return response;
        },
        port: options.port ?? 8787,
        hostname: host,
        // Leaves the process's own Request and Response alone: replacing them made a later
        // `Response.error()` a plain status-0 answer for MSW in the same process (tests share one).
        overrideGlobalObjects: false,
      },
      (info: AddressInfo) => {
        const url = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
        resolve({
          url,
          port: info.port,
          app,
          close: () =>
            new Promise<void>((done) => {
              for (const client of sockets.clients) client.terminate();
              sockets.close();
              fileStore?.flush();
              (server as Server).closeAllConnections?.();
              server.close(() => done());
            }),
        });
      },
    ) as Server;
    server.on('upgrade', (request, socket, head) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path !== SOCKET_PATH) {
        socket.destroy();
        return;
      }
      // A page on another site (or a DNS-rebound name) must not open the notification socket.
      if (
        !isAllowedSocketOrigin(request.headers.origin, allowRemote ? request.headers.host : null) ||
        (!allowRemote && !isLoopbackHost(request.headers.host))
      ) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        return;
      }
      sockets.handleUpgrade(request, socket, head, (client) => {
        const session = openNotificationSession(app.world, {
          send: (text) => client.send(text),
          close: (code, reason) => client.close(code, reason),
        });
        client.on('message', (data) => session.onMessage(String(data)));
        client.on('close', () => session.onClose());
      });
    });
  });
}
