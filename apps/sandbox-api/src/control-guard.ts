/**
 * What keeps the sandbox's Node server to the developer's own machine (ADR 0168): a web page on
 * another site must not reset data or inject faults, and a DNS-rebound name must not reach it.
 * The MSW handlers run in-process (nothing listens), so these checks belong to the Node server.
 */

/** The header every request to the control surface (`/__sandbox/*`) must carry. */
export const CONTROL_HEADER = 'x-sandbox-control';

/** Control calls third-party stand-ins answer under (the live-chat provider): not control. */
const EXTERNAL_PREFIX = '/__sandbox/external';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** A host name (no port) that can only mean this machine. */
export function isLoopbackName(name: string): boolean {
  const host = name.trim().toLowerCase().replace(/\.$/, '');
  if (LOOPBACK_NAMES.has(host) || host.endsWith('.localhost')) return true;
  return /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(host);
}

/** The `Host` header (name with an optional port) names this machine. */
export function isLoopbackHost(hostHeader: string | null | undefined): boolean {
  if (!hostHeader) return false;
  const value = hostHeader.trim();
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.split(':')[0];
  return name !== undefined && name !== '' && isLoopbackName(name);
}

/**
 * An `Origin` header is absent (not a browser), a page served from this machine, or (remote
 * access allowed) a page served from the host the socket was asked on.
 */
export function isAllowedSocketOrigin(
  origin: string | null | undefined,
  sameHost?: string | null,
): boolean {
  if (origin === undefined || origin === null || origin === '') return true;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return isLoopbackName(url.hostname) || (!!sameHost && url.host === sameHost);
  } catch {
    return false;
  }
}

export interface RequestGuardOptions {
  /** SANDBOX_ALLOW_REMOTE=1: the server was deliberately bound to another interface. */
  allowRemote: boolean;
}

export function isControlPath(pathname: string): boolean {
  return (
    (pathname === '/__sandbox' || pathname.startsWith('/__sandbox/')) &&
    !pathname.startsWith(EXTERNAL_PREFIX)
  );
}

/**
 * Why a request is refused, or null to let it through: a Host that is not loopback (unless
 * remote access was allowed), and a control call that changes state (any method but GET and
 * HEAD) with no `X-Sandbox-Control` header. A browser cannot add that header cross-site without
 * a CORS preflight, which the sandbox never grants; for the same reason (no CORS headers, and the
 * Host check against DNS rebinding) another site cannot read what the control reads answer.
 */
export function refusal(request: Request, options: RequestGuardOptions): string | null {
  if (!options.allowRemote && !isLoopbackHost(request.headers.get('host')))
    return 'host is not loopback';
  const { pathname } = new URL(request.url);
  const changesState = request.method !== 'GET' && request.method !== 'HEAD';
  if (changesState && isControlPath(pathname) && !request.headers.get(CONTROL_HEADER))
    return `the control surface needs the ${CONTROL_HEADER} header`;
  return null;
}

/** The bind address is this machine, or remote access was asked for explicitly. */
export function checkBindAddress(host: string, allowRemote: boolean): void {
  if (isLoopbackName(host) || allowRemote) return;
  throw new Error(
    `[sandbox] refusing to listen on ${host}: the sandbox has no authentication. ` +
      'Bind to 127.0.0.1, or set SANDBOX_ALLOW_REMOTE=1 if you really mean to expose it.',
  );
}
