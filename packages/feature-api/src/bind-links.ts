import type { SiteFeature } from './feature';
import type { LinkRef, LinkTarget } from './links';

export type LinkBindings = ReadonlyMap<LinkRef, LinkTarget>;

/**
 * Binds the links features declare to targets, and checks that every required link of every
 * composed feature is bound (so a missing binding fails at start-up, not on a click).
 */
export function bindLinks(
  features: readonly SiteFeature[],
  bind: (bindings: Map<LinkRef, LinkTarget>) => void,
): LinkBindings {
  const bindings = new Map<LinkRef, LinkTarget>();
  bind(bindings);
  const missing: string[] = [];
  for (const feature of features) {
    for (const [name, ref] of Object.entries(feature.links ?? {})) {
      if (!ref.optional && !bindings.has(ref)) missing.push(`${feature.id}.${name} (${ref.id})`);
    }
  }
  if (missing.length > 0) {
    throw new Error(`Unbound feature links: ${missing.join(', ')}`);
  }
  return bindings;
}

/** Checks the feature list for duplicate ids, routes and centre pages. */
export function assertComposable(features: readonly SiteFeature[]): void {
  const seen = new Map<string, string>();
  const claim = (key: string, owner: string) => {
    const previous = seen.get(key);
    if (previous) throw new Error(`${key} is contributed by both ${previous} and ${owner}`);
    seen.set(key, owner);
  };
  for (const feature of features) {
    claim(`feature ${feature.id}`, feature.id);
    for (const route of feature.routes ?? []) claim(`route /${route.path}`, feature.id);
    for (const page of feature.memberCentre ?? [])
      claim(`member-centre page ${page.id}`, feature.id);
    for (const page of feature.agentCentre ?? []) claim(`agent-centre page ${page.id}`, feature.id);
    if (feature.i18n) claim(`i18n namespace ${feature.i18n.namespace}`, feature.id);
  }
}
