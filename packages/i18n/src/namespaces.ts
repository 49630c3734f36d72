/**
 * The namespace registry and the shared namespaces without i18next: what the site's boot module
 * needs to start loading messages before the app's chunks have arrived (ADR 0156). Everything
 * here is also exported from the package's main entry.
 */
export { commonNamespace, errorsNamespace } from './shared-namespaces';
export { defineNamespace, type Messages, type NamespaceDefinition } from './registry';
export type { LanguageCode } from './languages';
