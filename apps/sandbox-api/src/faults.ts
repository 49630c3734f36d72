import { PlatformError } from './envelope';

export const FAULT_KINDS = [
  'drop',
  'hang',
  'http401',
  'http500',
  'http502',
  'http504',
  'malformed',
  'html',
  'errorCode',
  'nullValue',
  'emptyValue',
  'wrongType',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  id: number;
  /** A path (`/wps/member/info`), a prefix ending in `*` (`/wps/relay/*`), or `*` for every call. */
  path: string;
  method: string | null;
  kind: FaultKind;
  /** How many more matching calls this rule answers. */
  remaining: number;
  errorCode: string | null;
  message: string | null;
  /** The error's value for `errorCode`; the value sent for `wrongType` (default a string). */
  value: unknown;
  /** HTTP status for `errorCode` and `html` (defaults 200 and 502). */
  status: number | null;
  /** How long a `hang` holds the request, in ms (default 25000, past the client's 20 s timeout). */
  hangMs: number;
}

/** Header on the response that asks the Node server or the MSW handler to drop the connection. */
export const DROP_HEADER = 'x-sandbox-fault';

export function isDropResponse(response: Response): boolean {
  return response.headers.get(DROP_HEADER) === 'drop';
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method !== method) return false;
  if (rule.path === '*') return true;
  if (rule.path.endsWith('*')) return path.startsWith(rule.path.slice(0, -1));
  return path === rule.path;
}

export class FaultBook {
  private rules: FaultRule[] = [];
  private nextId = 1;

  add(input: Omit<FaultRule, 'id'>): FaultRule {
    if (!FAULT_KINDS.includes(input.kind))
      throw new PlatformError('field.invalid', 400, { field: 'kind' });
    const rule = { ...input, id: this.nextId };
    this.nextId += 1;
    this.rules.push(rule);
    return rule;
  }

  list(): readonly FaultRule[] {
    return this.rules;
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule matching this call, consumed by one. */
  take(method: string, path: string): FaultRule | undefined {
    const rule = this.rules.find(
      (candidate) => candidate.remaining > 0 && matches(candidate, method, path),
    );
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    return rule;
  }
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

const HTML_PAGE = (status: number) =>
  `<!DOCTYPE html><html><head><title>${status} Error</title></head><body><center><h1>${status} Error</h1></center><hr><center>nginx</center></body></html>`;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The lottery gateway answers raw JSON; everything else the platform envelope. */
const isRawPath = (path: string) => path.startsWith('/lgw') || path.startsWith('/lotto');

/**
 * A successful answer whose value is unusable, as a buggy or half-configured platform sends:
 * `null`, an empty object, or the wrong type (a string where a list or record is expected).
 */
function badValue(value: unknown, path: string): Response {
  return json(
    isRawPath(path) ? value : { success: true, value, errorCode: null, message: null, status: 200 },
    200,
  );
}

/** The response a fault answers with. */
export async function faultResponse(
  rule: FaultRule,
  signal: AbortSignal,
  message: (code: string) => string,
  path = '',
): Promise<Response> {
  switch (rule.kind) {
    case 'nullValue':
      return badValue(null, path);
    case 'emptyValue':
      return badValue({}, path);
    case 'wrongType':
      // A string unless the rule names the wrong value to send (a number, a list, a record...).
      return badValue(rule.value ?? 'unexpected', path);
    case 'drop':
      return new Response(null, { status: 499, headers: { [DROP_HEADER]: 'drop' } });
    case 'hang':
      await wait(rule.hangMs, signal);
      return new Response('Gateway Timeout', {
        status: 504,
        headers: { 'content-type': 'text/plain' },
      });
    case 'http401': {
      const code = rule.errorCode ?? 'user.or.token.invalid';
      return json(
        {
          success: false,
          value: null,
          errorCode: code,
          message: rule.message ?? message(code),
          status: 401,
        },
        401,
      );
    }
    case 'http500': {
      const code = rule.errorCode ?? 'unknown_error';
      return json(
        {
          success: false,
          value: null,
          errorCode: code,
          message: rule.message ?? message(code),
          status: 500,
        },
        500,
      );
    }
    case 'http502':
      return new Response('Bad Gateway', {
        status: 502,
        headers: { 'content-type': 'text/plain' },
      });
    case 'http504':
      return new Response('Gateway Timeout', {
        status: 504,
        headers: { 'content-type': 'text/plain' },
      });
    case 'malformed':
      return new Response('{"success":true,"value":{"items":[1,2', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    case 'html': {
      const status = rule.status ?? 502;
      return new Response(HTML_PAGE(status), {
        status,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }
    case 'errorCode': {
      const code = rule.errorCode ?? 'unknown_error';
      const status = rule.status ?? 200;
      return json(
        {
          success: false,
          value: rule.value ?? null,
          errorCode: code,
          message: rule.message ?? message(code),
          status,
        },
        status,
      );
    }
  }
}
