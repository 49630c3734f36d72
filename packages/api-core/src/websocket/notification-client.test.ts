import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_EVENT_TYPES } from '../catalogue/notifications';
import { NOTIFICATION_BEHAVIOUR, type NotificationEvent } from './events';
import {
  backoffDelay,
  createNotificationClient,
  notificationSocketUrl,
  type WebSocketLike,
} from './notification-client';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drops() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

let sockets: FakeSocket[];
beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function makeClient() {
  return createNotificationClient({
    url: 'wss://site.test/wps/websocket',
    customerId: 77,
    merchant: 'M001',
    token: 'tok',
    random: () => 1,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
}

describe('notification socket', () => {
  it("subscribes to the customer's topic with merchant and token", () => {
    const client = makeClient();
    client.connect();
    sockets[0]?.serverOpens();
    expect(sockets[0]?.url).toBe('wss://site.test/wps/websocket');
    expect(JSON.parse(sockets[0]?.sent[0] ?? '')).toEqual({
      action: 'subscribe',
      topic: '/topic/customer/77',
      merchant: 'M001',
      token: 'tok',
    });
    expect(client.state).toBe('open');
  });

  it('delivers a typed event for every type of section 4', () => {
    const client = makeClient();
    const seen: NotificationEvent[] = [];
    client.onAny((event) => seen.push(event));
    const withdrawals: string[] = [];
    client.on('WITHDRAW', (event) =>
      withdrawals.push(`${event.content.status}:${event.content.remarks}`),
    );
    client.connect();
    sockets[0]?.serverOpens();
    for (const type of NOTIFICATION_EVENT_TYPES) {
      sockets[0]?.serverSends({
        topic: '/topic/customer/77',
        type,
        content: type === 'WITHDRAW' ? { status: 'REJECTED', remarks: 'bank' } : {},
      });
    }
    expect(seen.map((e) => e.type)).toEqual([...NOTIFICATION_EVENT_TYPES]);
    expect(withdrawals).toEqual(['REJECTED:bank']);
    expect(NOTIFICATION_EVENT_TYPES).toEqual([
      'MANUAL_PROMO',
      'PROMOTION_CLAIM',
      'INBOX',
      'WITHDRAW',
      'DEPOSIT',
      'ONLINE_MSG',
      'PAYMENT_CONFIRMATION',
      'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
      'DOWNLINE_TO_AGENT',
    ]);
    expect(Object.keys(NOTIFICATION_BEHAVIOUR).sort()).toEqual(
      [...NOTIFICATION_EVENT_TYPES].sort(),
    );
    expect(NOTIFICATION_BEHAVIOUR.MANUAL_PROMO.flag).toBe('REWCEN3');
  });

  it('ignores unknown types, other topics and malformed frames, and parses string content', () => {
    const client = makeClient();
    const seen: NotificationEvent[] = [];
    client.onAny((event) => seen.push(event));
    client.connect();
    sockets[0]?.serverOpens();
    sockets[0]?.serverSends({ topic: '/topic/customer/77', type: 'SOMETHING_ELSE', content: {} });
    sockets[0]?.serverSends({ topic: '/topic/customer/78', type: 'INBOX', content: {} });
    sockets[0]?.onmessage?.({ data: 'not json' });
    sockets[0]?.serverSends({
      topic: '/topic/customer/77',
      type: 'DEPOSIT',
      content: '{"status":"ARRIVED","amount":50}',
    });
    expect(seen).toEqual([
      { topic: '/topic/customer/77', type: 'DEPOSIT', content: { status: 'ARRIVED', amount: 50 } },
    ]);
  });

  it('reconnects with growing backoff and resets it after a successful open', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, {}, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(backoffDelay(0, {}, () => 0)).toBe(500);
    const client = makeClient();
    client.connect();
    sockets[0]?.drops();
    expect(client.state).toBe('waiting');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.drops();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.serverOpens();
    expect(sockets[2]?.sent).toHaveLength(1);
    sockets[2]?.drops();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('does not reconnect after close (logout)', () => {
    const client = makeClient();
    client.connect();
    sockets[0]?.serverOpens();
    client.close();
    expect(sockets[0]?.closed).toBe(true);
    sockets[0]?.drops();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.state).toBe('closed');
  });

  it('builds the socket address from the site origin', () => {
    expect(notificationSocketUrl('https://site.example/')).toBe('wss://site.example/wps/websocket');
    expect(notificationSocketUrl('http://localhost:8787')).toBe(
      'ws://localhost:8787/wps/websocket',
    );
  });
});
