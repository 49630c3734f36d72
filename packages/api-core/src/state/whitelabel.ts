import type { FlagMap, WhitelabelModuleId } from '@site/theme/flags';

/** A node of the server's whitelabel tree (permission info). */
export interface WhitelabelTreeNode {
  modId: string;
  enabled: boolean | string | number;
  childrenNodes?: WhitelabelTreeNode[] | null;
}

const isEnabled = (value: WhitelabelTreeNode['enabled']) =>
  value === true || value === 1 || value === '1' || value === 'true';

/**
 * Flattens the whitelabel tree to a flag map; theme defaults are merged under the server's values
 * (the server wins). Ids outside the known list are kept too: the flag map is keyed by module id.
 */
export function flattenWhitelabel(
  tree: readonly WhitelabelTreeNode[] | null | undefined,
  defaults: FlagMap = {},
): FlagMap {
  const flags: Record<string, boolean> = { ...defaults };
  const visit = (nodes: readonly WhitelabelTreeNode[]) => {
    for (const node of nodes) {
      flags[node.modId] = isEnabled(node.enabled);
      if (node.childrenNodes?.length) visit(node.childrenNodes);
    }
  };
  visit(tree ?? []);
  return flags as FlagMap;
}

export function flagEnabled(flags: FlagMap, id: WhitelabelModuleId): boolean {
  return flags[id] === true;
}
