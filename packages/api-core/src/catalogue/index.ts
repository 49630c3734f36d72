/**
 * @site/api-core/catalogue: every platform call named in the two spec documents, as typed data.
 * Pure data and types, importable in Node without a DOM (the sandbox builds its routes from it).
 */
import { accountCalls } from './account-calls';
import { agentCalls } from './agent-calls';
import { contentCalls } from './content-calls';
import type { CallDefinition, HttpMethod } from './define';
import { playCalls } from './play-calls';
import { walletCalls } from './wallet-calls';

export {
  CONCURRENCY_LIMITS,
  defineCall,
  relayPath,
  type AlertPolicy,
  type CallDefinition,
  type CallOrigin,
  type ConcurrencyGroup,
  type HttpMethod,
  type PathSource,
  type PayloadKind,
  type RequestOf,
  type ResponseKind,
  type ResponseOf,
} from './define';
export {
  NOTIFICATION_EVENT_TYPES,
  NOTIFICATION_SOCKET,
  type NotificationClientFrame,
  type NotificationEventType,
  type NotificationServerFrame,
} from './notifications';
export type * from './shapes/account';
export type * from './shapes/agent-team';
export type * from './shapes/common';
export type * from './shapes/play';
export type * from './shapes/system';
export type * from './shapes/wallet';

/** The whole catalogue, keyed by call id. */
export const catalogue = {
  ...accountCalls,
  ...playCalls,
  ...contentCalls,
  ...walletCalls,
  ...agentCalls,
} as const;

export type Catalogue = typeof catalogue;
export type CallId = keyof Catalogue;
export type Call<Id extends CallId> = Catalogue[Id];

/** Every call as a list (for route tables and reports). */
export const CALLS: readonly CallDefinition[] = Object.values(catalogue);

/** The call with this id, or undefined. */
export function getCall(id: string): CallDefinition | undefined {
  return (catalogue as Record<string, CallDefinition>)[id];
}

function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/** The call a method and concrete path belong to (path templates match any segment value). */
export function findCall(method: HttpMethod, path: string): CallDefinition | undefined {
  return CALLS.find((call) => call.method === method && pathPattern(call.path).test(path));
}

/**
 * Fills `:name` segments of a path template from `params`. Returns the path and the params
 * that were not used by the path.
 */
export function fillPath(
  template: string,
  params: Record<string, unknown> | undefined,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...params };
  const path = template.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null) {
      throw new Error(`Path ${template} needs "${name}"`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}
