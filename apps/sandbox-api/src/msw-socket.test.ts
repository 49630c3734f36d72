import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocketClient from 'ws';
import { createSandboxMsw } from './msw';

// Node 20 has no global WebSocket (browsers and jsdom do); give MSW one to intercept.
if (typeof globalThis.WebSocket === 'undefined') {
  Object.assign(globalThis, { WebSocket: WebSocketClient });
}

const sandbox = createSandboxMsw();
const server = setupServer(...sandbox.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the MSW websocket link', () => {
  it('subscribes with a token and receives a pushed notification, with no server running', async () => {
    const login = (await (
      await fetch('http://localhost/wps/session/login', {
        method: 'POST',
        headers: { Merchant: 'default', 'content-type': 'application/json', Encryption: 'none' },
        body: JSON.stringify({ username: 'player01', password: 'Sandbox123' }),
      })
    ).json()) as { value: { token: string; customerId: number } };
    const socket = new globalThis.WebSocket('ws://localhost/wps/websocket');
    const frames: Record<string, unknown>[] = [];
    const received = new Promise<void>((resolve) => {
      socket.addEventListener('message', (event: MessageEvent) => {
        const frame = JSON.parse(String(event.data)) as Record<string, unknown>;
        frames.push(frame);
        if (frame.type === 'ONLINE_MSG') resolve();
      });
    });
    await new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
    socket.send(
      JSON.stringify({
        action: 'subscribe',
        topic: `/topic/customer/${login.value.customerId}`,
        merchant: 'default',
        token: login.value.token,
      }),
    );
    await expect.poll(() => frames.some((frame) => frame.action === 'subscribed')).toBe(true);
    await fetch('http://localhost/__sandbox/notifications', {
      method: 'POST',
      body: JSON.stringify({
        username: 'player01',
        type: 'ONLINE_MSG',
        content: { title: 'Hello' },
      }),
    });
    await received;
    expect(frames.at(-1)).toMatchObject({
      topic: `/topic/customer/${login.value.customerId}`,
      type: 'ONLINE_MSG',
      content: { title: 'Hello' },
    });
    socket.close();
  });
});
