import type { LanguageCode } from './languages';

/** One namespace's messages in one language: flat keys (`keySeparator` is off). */
export type Messages = Readonly<Record<string, string>>;

/** Loads one language of a namespace; return the messages or a module whose default export they are. */
export type NamespaceLoader = (
  language: LanguageCode,
) => Messages | Promise<Messages | { readonly default: Messages }>;

export interface NamespaceDefinition {
  /** The namespace, by convention the feature package's short name (`games`, `auth`, ...). */
  namespace: string;
  load: NamespaceLoader;
}

/** Merchant copy: translations that replace shared ones, per language then namespace then key. */
export type CopyOverrides = Partial<Record<LanguageCode, Readonly<Record<string, Messages>>>>;

const registry = new Map<string, NamespaceDefinition>();
const listeners = new Set<(definition: NamespaceDefinition) => void>();

/**
 * Describes a feature's namespace. Keep each language behind its own dynamic import so a
 * visitor downloads only the language they read:
 *   export const gamesI18n = defineNamespace('games', (lng) => import(`./messages/${lng.toLowerCase()}.ts`));
 */
export function defineNamespace(namespace: string, load: NamespaceLoader): NamespaceDefinition {
  if (!/^[a-z][a-zA-Z0-9-]*$/.test(namespace)) {
    throw new Error(`i18n namespace "${namespace}" must be a short lower-case name`);
  }
  return { namespace, load };
}

/** A namespace whose languages are already in memory (small namespaces, tests, stories). */
export function eagerNamespace(
  namespace: string,
  resources: Readonly<Record<LanguageCode, Messages>>,
): NamespaceDefinition {
  return defineNamespace(namespace, (language) => resources[language]);
}

/**
 * Registers namespaces; nothing is loaded until `useTranslation(namespace)` (or
 * `loadNamespaces`) asks for it. Registering the same definition twice is harmless; two
 * different definitions of one namespace are a bug and throw.
 */
export function registerNamespace(...definitions: readonly NamespaceDefinition[]): void {
  for (const definition of definitions) {
    const existing = registry.get(definition.namespace);
    if (existing && existing.load !== definition.load) {
      throw new Error(
        `i18n namespace "${definition.namespace}" is already registered by another package`,
      );
    }
    if (existing) continue;
    registry.set(definition.namespace, definition);
    for (const listener of listeners) listener(definition);
  }
}

export function registeredNamespaces(): string[] {
  return [...registry.keys()];
}

export function namespaceDefinition(namespace: string): NamespaceDefinition | undefined {
  return registry.get(namespace);
}

/** Calls `listener` for every namespace registered from now on. */
export function onNamespaceRegistered(
  listener: (definition: NamespaceDefinition) => void,
): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads one language of a registered namespace, unwrapping a module's default export. */
export async function loadMessages(namespace: string, language: LanguageCode): Promise<Messages> {
  const definition = registry.get(namespace);
  if (!definition) throw new Error(`i18n namespace "${namespace}" is not registered`);
  const loaded = await definition.load(language);
  const messages =
    'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
  return messages as Messages;
}
