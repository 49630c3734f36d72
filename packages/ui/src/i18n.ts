// `@site/ui/i18n`: the lazy `ui` namespace alone (no React, no i18next), for a boot module that
// starts loading the visitor's language before the app's chunks arrive.
export { UI_NAMESPACE, uiNamespace } from './i18n/ui-namespace';
