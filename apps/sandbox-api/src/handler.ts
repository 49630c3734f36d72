import type { CallDefinition } from '@site/api-core/catalogue';
import { PlatformError } from './envelope';
import type { Input, Schema } from './input';
import type { Lang } from './lang';
import type { MerchantCatalogue } from './seed/catalogue';
import {
  flagEnabled,
  whitelabelTree,
  type MerchantCode,
  type WhitelabelNode,
} from './seed/merchants';
import type { Account, MerchantState } from './state';
import type { MerchantControls, World } from './world';

/** Everything a handler sees about one call. */
export interface CallContext {
  readonly world: World;
  readonly call: CallDefinition;
  readonly merchant: MerchantCode;
  readonly catalogue: MerchantCatalogue;
  readonly merchantState: MerchantState;
  readonly controls: MerchantControls;
  readonly lang: Lang;
  readonly input: Input;
  readonly params: Readonly<Record<string, string>>;
  readonly request: Request;
  readonly token: string | null;
  readonly account: Account | null;
  readonly now: number;
  /** The visitor's address as the server saw it (loopback in the sandbox). */
  readonly ip: string;
  /** The account, or a 401 when the call has no valid token. */
  requireAccount(): Account;
  /** Marks the state as changed so it is saved after the call. */
  changed(): void;
  tree(): WhitelabelNode[];
  flag(modId: string): boolean;
}

export interface HandlerDef {
  input?: Schema;
  /** isAgent 4 (trial) accounts get in_need_true_account. */
  realAccountOnly?: boolean;
  handle(ctx: CallContext): unknown;
}

export function requireAccountOf(account: Account | null): Account {
  if (!account) throw new PlatformError('CUSTOMER_NOT_LOGIN', 401);
  return account;
}

export function merchantTree(ctx: Pick<CallContext, 'catalogue' | 'controls'>): WhitelabelNode[] {
  return whitelabelTree(ctx.catalogue.profile, ctx.controls.flags);
}

export function merchantFlag(
  ctx: Pick<CallContext, 'catalogue' | 'controls'>,
  modId: string,
): boolean {
  return flagEnabled(merchantTree(ctx), modId);
}

/** Handler modules declare their handlers with this, keyed by catalogue call id. */
export function handlers<const T extends Record<string, HandlerDef>>(defs: T): T {
  return defs;
}
