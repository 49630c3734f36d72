import { type FlagMap, isWhitelabelModuleId } from './flags';

/** One node of the platform's whitelabel tree (`/wps/system/whitelabel`, consolidated settings). */
export interface WhitelabelNode {
  modId: string;
  /** The platform sends booleans, `'1'`/`'0'`, `'Y'`/`'N'` or numbers depending on the module. */
  enabled: boolean | string | number | null;
  childrenNodes?: readonly WhitelabelNode[] | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `true`, `'1'`, `'Y'`, `'true'` and `1` are on; everything else is off. */
export function isEnabledValue(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return ['1', 'y', 'true'].includes(value.trim().toLowerCase());
  return false;
}

/**
 * Flattens the server's whitelabel tree into a flag map of the known module ids. A module under a
 * disabled parent is off (a hidden menu hides its children). Unknown ids and malformed nodes are
 * ignored, so a newer platform cannot break the site. Accepts the tree itself, a single node, or
 * an object with a `whitelabel` field (the consolidated settings).
 */
export function flattenWhitelabelTree(tree: unknown): FlagMap {
  const flags: FlagMap = {};
  const visit = (node: unknown, parentEnabled: boolean) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parentEnabled);
      return;
    }
    if (!isRecord(node)) return;
    if (!('modId' in node) && 'whitelabel' in node) {
      visit(node.whitelabel, parentEnabled);
      return;
    }
    const enabled = parentEnabled && isEnabledValue(node.enabled);
    if (isWhitelabelModuleId(node.modId)) flags[node.modId] = enabled;
    visit(node.childrenNodes, enabled);
  };
  visit(tree, true);
  return flags;
}

/** Theme defaults under the server's flags: the server wins for every id it names. */
export function mergeFlags(themeDefaults: FlagMap, ...server: readonly FlagMap[]): FlagMap {
  return Object.assign({}, themeDefaults, ...server) as FlagMap;
}

/** `mergeFlags(themeDefaults, flattenWhitelabelTree(serverTree))`. */
export function resolveFlags(themeDefaults: FlagMap, serverTree: unknown): FlagMap {
  return mergeFlags(themeDefaults, flattenWhitelabelTree(serverTree));
}
