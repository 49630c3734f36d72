import type { FeatureI18n } from '@site/feature-api';
import {
  defineNamespace,
  registerNamespace,
  type Messages,
  type NamespaceDefinition,
} from '@site/i18n';

const definitions = new WeakMap<FeatureI18n, NamespaceDefinition>();

function toMessages(loaded: Record<string, unknown>): Messages {
  const source =
    'default' in loaded && typeof loaded.default === 'object' && loaded.default !== null
      ? (loaded.default as Record<string, unknown>)
      : loaded;
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The i18n registry's definition of a feature namespace (one per feature object, so re-registering is harmless). */
export function namespaceOf(i18n: FeatureI18n): NamespaceDefinition {
  let definition = definitions.get(i18n);
  if (!definition) {
    definition = defineNamespace(i18n.namespace, async (language) =>
      toMessages(await i18n.load(language)),
    );
    definitions.set(i18n, definition);
  }
  return definition;
}

/** Registers the features' namespaces; each language of each loads on first use. */
export function registerFeatureNamespaces(namespaces: readonly FeatureI18n[]): void {
  registerNamespace(...namespaces.map(namespaceOf));
}
