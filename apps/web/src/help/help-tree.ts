import type { HelpMenuNode } from '@site/api-core/catalogue';

/** The help centre is fetched 300 ms after the last language change (debounce). */
export const HELP_DEBOUNCE_MS = 300;

/** Tags that, opened as a popup, show only their own section. */
export const POPUP_ONLY_TAGS = ['deposit', 'withdraw'] as const;

/** The node with this tag (depth first), and the chain of its ancestors' ids. */
export function findByTag(
  nodes: readonly HelpMenuNode[],
  tag: string,
  trail: readonly (string | number)[] = [],
): { node: HelpMenuNode; ancestors: (string | number)[] } | undefined {
  for (const node of nodes) {
    if (node.tag === tag) return { node, ancestors: [...trail] };
    const found = findByTag(node.children ?? [], tag, [...trail, node.id]);
    if (found) return found;
  }
  return undefined;
}

/** The first node with content, depth first. */
export function firstWithContent(nodes: readonly HelpMenuNode[]): HelpMenuNode | undefined {
  for (const node of nodes) {
    if (node.content) return node;
    const child = firstWithContent(node.children ?? []);
    if (child) return child;
  }
  return undefined;
}

/** `#deposit` -> `deposit`; an empty or unsafe hash -> undefined. */
export function tagOfHash(hash: string): string | undefined {
  const tag = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return /^[\w-]{1,64}$/.test(tag) ? tag : undefined;
}
