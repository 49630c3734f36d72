import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  CONTROL_HEADER,
  isAllowedSocketOrigin,
  isLoopbackHost,
  refusal,
} from '../src/control-guard';
import { startSandboxServer, type SandboxServer } from '../src/node-server';

/**
 * The control surface and the server's reach (ADR 0168), against the real Node server on a free
 * loopback port: what a page on another site (or a DNS-rebound name) could send is refused.
 */
let server: SandboxServer;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  server = await startSandboxServer({ port: 0, dataFile: false, log: quiet });
});
afterAll(async () => {
  await server.close();
});

/** A raw request, so the Host header can be anything (fetch always sends the URL's host). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, method, path, headers },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe('the control surface', () => {
  it('refuses a cross-site text/plain POST to /__sandbox/reset without the header', async () => {
    server.app.world.controlsFor('default').maintenance = true;
    const response = await fetch(`${server.url}/__sandbox/reset`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(CONTROL_HEADER);
    // Nothing was reset.
    expect(server.app.world.controlsFor('default').maintenance).toBe(true);
  });

  it('answers with the header', async () => {
    const response = await fetch(`${server.url}/__sandbox/reset`, {
      method: 'POST',
      headers: { [CONTROL_HEADER]: '1' },
    });
    expect(response.status).toBe(200);
    expect(server.app.world.controlsFor('default').maintenance).toBe(false);
  });

  it('lets loopback control reads through without the header (no CORS: other sites cannot read them)', async () => {
    const response = await fetch(`${server.url}/__sandbox/sms`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const faults = await fetch(`${server.url}/__sandbox/faults`, { method: 'DELETE' });
    expect(faults.status).toBe(403);
  });

  it('refuses a Host that is not loopback (DNS rebinding), on platform calls as well', async () => {
    const control = await raw('POST', '/__sandbox/reset', {
      host: 'rebind.evil.example:8787',
      [CONTROL_HEADER]: '1',
    });
    expect(control.status).toBe(403);
    const platform = await raw('GET', '/wps/system/country', {
      host: 'rebind.evil.example',
      merchant: 'default',
    });
    expect(platform.status).toBe(403);
    const local = await raw('GET', '/wps/system/country', {
      host: `localhost:${server.port}`,
      merchant: 'default',
    });
    expect(local.status).toBe(200);
  });
});

describe('the notification websocket', () => {
  const open = (origin?: string) =>
    new Promise<'open' | 'refused'>((resolve) => {
      const socket = new WebSocket(
        `${server.url.replace('http', 'ws')}/wps/websocket`,
        origin ? { origin } : {},
      );
      socket.on('open', () => {
        socket.close();
        resolve('open');
      });
      socket.on('error', () => resolve('refused'));
      socket.on('unexpected-response', () => resolve('refused'));
    });

  it('refuses a page from another site', async () => {
    expect(await open('https://evil.example')).toBe('refused');
  });

  it('accepts the site served from this machine and non-browser clients', async () => {
    expect(await open('http://127.0.0.1:4173')).toBe('open');
    expect(await open()).toBe('open');
  });
});

describe('the bind address', () => {
  it('refuses a non-loopback bind unless SANDBOX_ALLOW_REMOTE=1 is set', async () => {
    await expect(
      startSandboxServer({ port: 0, host: '0.0.0.0', dataFile: false, log: quiet }),
    ).rejects.toThrow(/SANDBOX_ALLOW_REMOTE=1/);
    const remote = await startSandboxServer({
      port: 0,
      host: '0.0.0.0',
      allowRemote: true,
      dataFile: false,
      log: quiet,
    });
    await remote.close();
  });
});

describe('plaintext bodies', () => {
  it('refuses Encryption: none on an encrypted call unless the development switch is on', async () => {
    const body = JSON.stringify({ username: 'player01', password: 'Sandbox123' });
    const headers = {
      merchant: 'default',
      'content-type': 'application/json',
      encryption: 'none',
    };
    const refused = await fetch(`${server.url}/wps/session/login`, {
      method: 'POST',
      headers,
      body,
    });
    expect(await refused.json()).toMatchObject({ success: false, errorCode: 'decrypt.failed' });

    const dev = await startSandboxServer({
      port: 0,
      dataFile: false,
      log: quiet,
      allowPlaintextBodies: true,
    });
    try {
      const accepted = await fetch(`${dev.url}/wps/session/login`, {
        method: 'POST',
        headers,
        body,
      });
      expect(await accepted.json()).toMatchObject({ success: true });
    } finally {
      await dev.close();
    }
  });
});

describe('the guard rules', () => {
  it('knows loopback hosts', () => {
    for (const host of [
      '127.0.0.1',
      '127.0.0.1:8787',
      'localhost:4173',
      '[::1]:8787',
      'a.localhost',
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['', 'evil.example', '127.0.0.1.evil.example', '10.0.0.2:8787', '0.0.0.0'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('checks socket origins', () => {
    expect(isAllowedSocketOrigin('http://localhost:5173')).toBe(true);
    expect(isAllowedSocketOrigin('https://evil.example')).toBe(false);
    expect(isAllowedSocketOrigin('null')).toBe(false);
    expect(isAllowedSocketOrigin('http://10.0.0.2:4173', '10.0.0.2:4173')).toBe(true);
  });

  it('lets the third-party stand-ins under /__sandbox/external through without the header', () => {
    const request = new Request('http://127.0.0.1:8787/__sandbox/external/chat/token', {
      headers: { host: '127.0.0.1:8787' },
    });
    expect(refusal(request, { allowRemote: false })).toBeNull();
  });
});
