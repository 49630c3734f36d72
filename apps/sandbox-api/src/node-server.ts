import { serve, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { createSandboxApp, type SandboxApp } from './app';
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
  const fileStore =
    options.dataFile === false ? undefined : createFileStore(options.dataFile ?? DEFAULT_DATA_FILE);
  const app = createSandboxApp({
    store: fileStore ?? createMemoryStore(),
    log: options.log ?? consoleLog,
  });
  const sockets = new WebSocketServer({ noServer: true });
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: async (request: Request, env: HttpBindings | Http2Bindings) => {
          const response = await app.fetch(request, env);
          if (isDropResponse(response)) {
            env.incoming.socket.destroy();
            return new Response(null, { status: 499 });
          }
          return response;
        },
        port: options.port ?? 8787,
        hostname: options.host ?? '127.0.0.1',
      },
      (info: AddressInfo) => {
        const url = `http://${options.host ?? '127.0.0.1'}:${info.port}`;
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
