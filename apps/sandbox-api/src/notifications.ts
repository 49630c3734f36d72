import { NOTIFICATION_SOCKET } from '@site/api-core/catalogue';
import type { World } from './world';

export const SOCKET_PATH = NOTIFICATION_SOCKET.path;

export interface SocketPeer {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/**
 * One notification socket, independent of the transport (the Node `ws` server and MSW's
 * websocket link both use it). The client subscribes to `/topic/customer/{id}` sending its
 * merchant and token (ADR 0016); events for that customer then arrive as `{ topic, type, content }`.
 */
export function openNotificationSession(
  world: World,
  peer: SocketPeer,
): { onMessage(text: string): void; onClose(): void } {
  const subscriptions = new Map<string, () => void>();
  const fail = (message: string) => peer.send(JSON.stringify({ action: 'error', message }));
  return {
    onMessage(text) {
      let frame: unknown;
      try {
        frame = JSON.parse(text);
      } catch {
        fail('frame is not JSON');
        return;
      }
      if (typeof frame !== 'object' || frame === null) return fail('frame is not an object');
      const { action, topic, merchant, token } = frame as Record<string, unknown>;
      if (action === 'ping') return peer.send(JSON.stringify({ action: 'pong' }));
      if (action === 'unsubscribe' && typeof topic === 'string') {
        subscriptions.get(topic)?.();
        subscriptions.delete(topic);
        return;
      }
      if (action !== 'subscribe' || typeof topic !== 'string' || typeof token !== 'string')
        return fail('expected { action: "subscribe", topic, merchant, token }');
      const code = world.resolveMerchant(typeof merchant === 'string' ? merchant : null);
      const session = world.state.sessions[token];
      if (!session || session.merchant !== code) return fail('user.or.token.invalid');
      const expected = NOTIFICATION_SOCKET.topic(session.customerId);
      if (topic !== expected) return fail(`this token may only subscribe to ${expected}`);
      if (subscriptions.has(topic)) return;
      const unsubscribe = world.hub.subscribe(code, session.customerId, (event) => {
        peer.send(JSON.stringify({ topic, type: event.type, content: event.content }));
      });
      subscriptions.set(topic, unsubscribe);
      peer.send(JSON.stringify({ action: 'subscribed', topic }));
    },
    onClose() {
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
    },
  };
}
