/**
 * The `vendor-state` chunk's door (ADR 0210): the boot imports it a task after React and a task
 * before the app, so the state libraries (Redux Toolkit, RTK Query, immer, reselect, react-redux)
 * are evaluated in a task of their own. It re-exports a name the app already uses, so it keeps
 * nothing that tree-shaking would drop; a dynamic import of the package itself would keep all
 * of its exports.
 */
export { createApi } from '@reduxjs/toolkit/query/react';
