import {
  generateMerchantKeyPair,
  privateKeyFromJwk,
  type MerchantKeyPair,
} from '@site/api-core/cipher';
import { merchantCatalogue, type MerchantCatalogue } from './seed/catalogue';
import { seedState } from './seed/accounts';
import { FALLBACK_MERCHANT, isMerchantCode, type MerchantCode } from './seed/merchants';
import { STATE_VERSION, type Account, type MerchantState, type SandboxState } from './state';

export interface Clock {
  now(): number;
}

/** Where the sandbox logs: SMS codes and notable events. Never receives tokens or passwords. */
export interface SandboxLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Persistence adapter: memory in browsers and tests, a JSON file under data/ in Node. */
export interface StateStore {
  load(): SandboxState | undefined;
  save(state: SandboxState): void;
}

export const systemClock: Clock = { now: () => Date.now() };

export const silentLog: SandboxLog = { info: () => {}, warn: () => {} };

export function createMemoryStore(initial?: SandboxState): StateStore {
  let saved: string | undefined = initial ? JSON.stringify(initial) : undefined;
  return {
    load: () => (saved ? (JSON.parse(saved) as SandboxState) : undefined),
    save: (state) => {
      saved = JSON.stringify(state);
    },
  };
}

/** Per-merchant switches the control surface turns on and off. Not persisted. */
export interface MerchantControls {
  maintenance: boolean;
  maintenanceEnd: number | null;
  regionRestriction: boolean;
  flags: Record<string, boolean>;
  /** `smsProvider.firebase`: SMS codes go through firebase (off unless a test turns it on). */
  firebaseSms: boolean;
}

export interface IssuedCode {
  code: string;
  expiresAt: number;
  merchant: string;
  /** Wrong answers so far; the code is burnt at `SMS_MAX_FAILURES` (ADR 0068). */
  failures?: number;
}

export interface NotificationEvent {
  type: string;
  content: unknown;
}

type Listener = (event: NotificationEvent) => void;

/** Fan-out of notification events to the sockets of one customer. */
export class NotificationHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(merchant: string, customerId: number, listener: Listener): () => void {
    const key = `${merchant}:${customerId}`;
    const set = this.listeners.get(key) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Delivers an event; answers how many sockets received it. */
  publish(merchant: string, customerId: number, event: NotificationEvent): number {
    const set = this.listeners.get(`${merchant}:${customerId}`);
    if (!set) return 0;
    for (const listener of set) listener(event);
    return set.size;
  }

  subscriberCount(merchant: string, customerId: number): number {
    return this.listeners.get(`${merchant}:${customerId}`)?.size ?? 0;
  }
}

export interface WorldOptions {
  store?: StateStore;
  clock?: Clock;
  log?: SandboxLog;
  /** Randomness for tokens, captchas and SMS codes (not the seed). */
  random?: () => number;
}

function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 4294967296;
}

export function initialState(): SandboxState {
  const games = merchantCatalogue(FALLBACK_MERCHANT).games;
  const favourites = games
    .filter((game) => game.gameType === 'RNG' && game.isGame === 'game')
    .slice(0, 8);
  return seedState(
    favourites.map((game) => ({
      nodeId: game.nodeId,
      vendor: game.vendor,
      gameType: game.gameType,
    })),
  );
}

/** The sandbox's running state: persisted accounts and sessions plus transient codes and switches. */
export class World {
  readonly clock: Clock;
  readonly log: SandboxLog;
  readonly random: () => number;
  readonly store: StateStore;
  readonly hub = new NotificationHub();
  state: SandboxState;
  readonly captchas = new Map<string, IssuedCode>();
  readonly smsCodes = new Map<string, IssuedCode>();
  readonly controls = new Map<string, MerchantControls>();
  /** Failed logins by merchant and username; three make the captcha required. */
  readonly loginFailures = new Map<string, number>();
  /** SMS codes sent, newest last (the control surface reads them for tests). */
  readonly smsOutbox: {
    merchant: string;
    mobile: string;
    /** The dialing code the number was sent to (the request's, else the merchant's). */
    dialingCode: string;
    purpose: string;
    code: string;
    at: number;
  }[] = [];
  lastCaptcha: { captchaId: string; text: string } | null = null;

  constructor(options: WorldOptions = {}) {
    this.clock = options.clock ?? systemClock;
    this.log = options.log ?? silentLog;
    this.random = options.random ?? cryptoRandom;
    this.store = options.store ?? createMemoryStore();
    const loaded = this.store.load();
    this.state = loaded && loaded.version === STATE_VERSION ? loaded : initialState();
    if (!loaded || loaded.version !== STATE_VERSION) this.store.save(this.state);
  }

  now(): number {
    return this.clock.now();
  }

  persist(): void {
    this.store.save(this.state);
  }

  /** Restores the seed: accounts, sessions, codes and control switches. */
  reset(): void {
    const keys = this.state.keys;
    this.state = { ...initialState(), keys };
    this.captchas.clear();
    this.smsCodes.clear();
    this.controls.clear();
    this.loginFailures.clear();
    this.smsOutbox.length = 0;
    this.lastCaptcha = null;
    this.persist();
  }

  private readonly keyPairs = new Map<string, Promise<MerchantKeyPair>>();

  /** The merchant's RSA key pair: restored from the state, or generated once and stored. */
  keyPair(code: MerchantCode): Promise<MerchantKeyPair> {
    const cached = this.keyPairs.get(code);
    if (cached) return cached;
    const stored = this.state.keys[code];
    const pending = stored
      ? Promise.resolve(privateKeyFromJwk(stored))
      : generateMerchantKeyPair().then((pair) => {
          this.state.keys[code] = pair.privateKey.jwk;
          this.persist();
          return pair;
        });
    this.keyPairs.set(code, pending);
    return pending;
  }

  resolveMerchant(code: string | null | undefined): MerchantCode {
    const trimmed = (code ?? '').trim().toLowerCase();
    return isMerchantCode(trimmed) ? trimmed : FALLBACK_MERCHANT;
  }

  catalogue(code: MerchantCode): MerchantCatalogue {
    return merchantCatalogue(code);
  }

  merchantState(code: MerchantCode): MerchantState {
    const existing = this.state.merchants[code];
    if (existing) return existing;
    const fresh = initialState().merchants[code];
    if (!fresh) throw new Error(`no seed for merchant ${code}`);
    this.state.merchants[code] = fresh;
    return fresh;
  }

  controlsFor(code: MerchantCode): MerchantControls {
    const existing = this.controls.get(code);
    if (existing) return existing;
    const fresh: MerchantControls = {
      maintenance: false,
      maintenanceEnd: null,
      regionRestriction: false,
      flags: {},
      firebaseSms: false,
    };
    this.controls.set(code, fresh);
    return fresh;
  }

  findAccount(code: MerchantCode, username: string): Account | undefined {
    const wanted = username.trim().toLowerCase();
    return this.merchantState(code).accounts.find(
      (account) => account.username.toLowerCase() === wanted,
    );
  }

  findAccountById(code: MerchantCode, customerId: number): Account | undefined {
    return this.merchantState(code).accounts.find((account) => account.customerId === customerId);
  }

  randomHex(bytes: number): string {
    let out = '';
    for (let i = 0; i < bytes; i += 1)
      out += Math.floor(this.random() * 256)
        .toString(16)
        .padStart(2, '0');
    return out;
  }

  randomDigits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += String(Math.floor(this.random() * 10));
    return out;
  }

  issueToken(
    code: MerchantCode,
    account: Account,
    options: { passwordChangeRequired?: boolean } = {},
  ): string {
    const token = this.randomHex(24);
    this.state.sessions[token] = {
      merchant: code,
      customerId: account.customerId,
      issuedAt: this.now(),
      ...(options.passwordChangeRequired ? { passwordChangeRequired: true } : {}),
    };
    return token;
  }
}
