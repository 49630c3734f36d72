import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DialogRef } from './dialogs';

/**
 * A link a feature needs to a place it does not own ("the deposit page", "the game lobby").
 * Features declare refs; the shell binds each ref to a target (Backstage's external route refs).
 */
export interface LinkRef {
  readonly id: string;
  /** An optional link renders nothing when the shell did not bind it. */
  readonly optional: boolean;
}

export function createLinkRef(id: string, options: { optional?: boolean } = {}): LinkRef {
  return Object.freeze({ id, optional: options.optional ?? false });
}

/** Where a bound link goes. */
export type LinkTarget =
  | { kind: 'route'; to: string }
  | { kind: 'memberCentre'; page: string }
  | { kind: 'agentCentre'; page: string }
  | { kind: 'dialog'; dialog: DialogRef<unknown>; params?: unknown }
  | { kind: 'customerService' };

export interface ResolvedLink {
  target: LinkTarget;
  /** An href for anchors when the target is a route. */
  href: string | undefined;
  /** Follows the link (navigates, or opens the centre page or customer service). */
  open: () => void;
}

export interface LinkResolver {
  resolve: (ref: LinkRef) => ResolvedLink | undefined;
}

const LinkContext = createContext<LinkResolver | null>(null);

export function LinkResolverProvider({
  resolver,
  children,
}: {
  resolver: LinkResolver;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={resolver}>{children}</LinkContext.Provider>;
}

/**
 * Resolves a link ref through the shell's bindings. A required link the shell forgot to bind is a
 * programming error and throws; an optional one resolves to undefined.
 */
export function useLink(ref: LinkRef): ResolvedLink | undefined {
  const resolver = useContext(LinkContext);
  return useMemo(() => {
    const resolved = resolver?.resolve(ref);
    if (!resolved && !ref.optional) {
      throw new Error(
        `The link "${ref.id}" is not bound by the shell. Bind it in the app's link bindings.`,
      );
    }
    return resolved;
  }, [resolver, ref]);
}
