import type { FeatureI18n } from '@site/feature-api';
import { registerNamespace } from '@site/i18n';

/**
 * Registers the features' namespaces as they are (a feature's `i18n` is the registry's own
 * definition); each language of each loads on first use.
 */
export function registerFeatureNamespaces(namespaces: readonly FeatureI18n[]): void {
  registerNamespace(...namespaces);
}
