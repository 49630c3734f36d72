/**
 * The namespace registry, the shared namespaces and the dayjs locale loader, without i18next or
 * dayjs: what the site's boot module needs to start loading a language before the app's chunks
 * have arrived (ADR 0156, 0157), and `localeOf` for the boot's font warm-up (ADR 0227). The main
 * entry exports the same functions (but `loadDayjsLocale`, which `setDayjsLocale` uses).
 */
export { commonNamespace, errorsNamespace } from './shared-namespaces';
export { defineNamespace, type Messages, type NamespaceDefinition } from './registry';
export { localeOf, type LanguageCode } from './languages';
export { loadDayjsLocale } from './dayjs-locale';
