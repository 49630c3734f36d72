import {
  NOTIFICATION_EVENT_TYPES,
  NOTIFICATION_SOCKET,
  type NotificationClientFrame,
  type NotificationEventType,
} from '../catalogue/notifications';
import type { NotificationEvent, NotificationEventOf } from './events';

/** The part of the WebSocket API the client uses (browser WebSocket, or `ws` in Node). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

export interface BackoffOptions {
  /** First retry delay, default 1000 ms. */
  initialMs?: number;
  /** Longest delay, default 30000 ms. */
  maxMs?: number;
  /** Growth per attempt, default 2. */
  factor?: number;
}

export interface NotificationClientOptions {
  /** ws:// or wss:// address of the socket (see `notificationSocketUrl`). */
  url: string;
  customerId: string | number;
  merchant: string;
  token: string;
  /** Default: the global WebSocket. */
  createSocket?: WebSocketFactory;
  backoff?: BackoffOptions;
  /** Jitter source (0..1); the delay is between half and all of the backoff step. */
  random?: () => number;
}

export type ConnectionState = 'idle' | 'connecting' | 'open' | 'waiting' | 'closed';

export interface NotificationClient {
  connect(): void;
  /** Closes for good (logout); no reconnection. */
  close(): void;
  on<K extends NotificationEventType>(
    type: K,
    listener: (event: NotificationEventOf<K>) => void,
  ): () => void;
  onAny(listener: (event: NotificationEvent) => void): () => void;
  onState(listener: (state: ConnectionState) => void): () => void;
  readonly state: ConnectionState;
}

/** The socket address for a site origin: https -> wss, http -> ws. */
export function notificationSocketUrl(origin: string): string {
  return origin.replace(/^http/, 'ws').replace(/\/$/, '') + NOTIFICATION_SOCKET.path;
}

/** Delay before reconnection attempt `attempt` (0-based). */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number {
  const initial = options.initialMs ?? 1_000;
  const max = options.maxMs ?? 30_000;
  const step = Math.min(max, initial * (options.factor ?? 2) ** attempt);
  return Math.round(step / 2 + (step / 2) * random());
}

const KNOWN = new Set<string>(NOTIFICATION_EVENT_TYPES);

function parseFrame(
  data: unknown,
): { topic: string; type: NotificationEventType; content: unknown } | undefined {
  if (typeof data !== 'string') return undefined;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof frame !== 'object' || frame === null) return undefined;
  const { topic, type, content } = frame as Record<string, unknown>;
  if (typeof topic !== 'string' || typeof type !== 'string' || !KNOWN.has(type)) return undefined;
  let parsedContent = content;
  if (typeof content === 'string') {
    try {
      parsedContent = JSON.parse(content) as unknown;
    } catch {
      parsedContent = { content };
    }
  }
  return { topic, type: type as NotificationEventType, content: parsedContent ?? {} };
}

export function createNotificationClient(options: NotificationClientOptions): NotificationClient {
  const createSocket: WebSocketFactory =
    options.createSocket ?? ((url) => new WebSocket(url) as unknown as WebSocketLike);
  const random = options.random ?? Math.random;
  const topic = NOTIFICATION_SOCKET.topic(options.customerId);
  const typed = new Map<string, Set<(event: NotificationEvent) => void>>();
  const any = new Set<(event: NotificationEvent) => void>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  let socket: WebSocketLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let state: ConnectionState = 'idle';

  const setState = (next: ConnectionState) => {
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  const send = (frame: NotificationClientFrame) => socket?.send(JSON.stringify(frame));

  function open() {
    setState('connecting');
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      setState('open');
      send({ action: 'subscribe', topic, merchant: options.merchant, token: options.token });
    };
    current.onmessage = (message) => {
      const frame = parseFrame(message.data);
      if (!frame || frame.topic !== topic) return;
      const event = {
        topic: frame.topic,
        type: frame.type,
        content: frame.content,
      } as NotificationEvent;
      for (const listener of typed.get(event.type) ?? []) listener(event);
      for (const listener of any) listener(event);
    };
    current.onerror = () => {
      // onclose follows and schedules the reconnection.
    };
    current.onclose = () => {
      if (socket !== current || state === 'closed') return;
      socket = undefined;
      const delay = backoffDelay(attempt, options.backoff, random);
      attempt += 1;
      setState('waiting');
      timer = setTimeout(() => {
        timer = undefined;
        open();
      }, delay);
    };
  }

  return {
    get state() {
      return state;
    },
    connect() {
      if (state === 'connecting' || state === 'open' || state === 'waiting') return;
      attempt = 0;
      open();
    },
    close() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const current = socket;
      socket = undefined;
      setState('closed');
      current?.close(1000, 'logout');
    },
    on(type, listener) {
      const set = typed.get(type) ?? new Set();
      const wrapped = listener as (event: NotificationEvent) => void;
      set.add(wrapped);
      typed.set(type, set);
      return () => set.delete(wrapped);
    },
    onAny(listener) {
      any.add(listener);
      return () => any.delete(listener);
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
}
