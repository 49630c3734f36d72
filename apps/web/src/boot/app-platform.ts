/**
 * The `app-platform` chunk's door (ADR 0228): the boot imports it a task after the libraries and
 * a task before the app, so the shared packages (api-core, theme, ui, i18n, feature-api) are
 * evaluated in a task of their own. main-app.tsx imports its name from here too, which puts the
 * door in the first load and so in that chunk (see libraries-state.ts for why a name).
 */
export { selectLoggedIn } from '@site/api-core';
