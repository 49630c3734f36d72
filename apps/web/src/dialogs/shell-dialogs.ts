import type { DialogRef } from '@site/feature-api';

/** Where sign-in goes afterwards (a path on this site). */
export interface NextParams {
  next?: string | null;
}

/**
 * The feature dialogs the shell opens itself: sign-in and registration (the header, the access
 * guard), the second factor and account binding (error-policy outcomes). The shell never spells
 * a dialog id: `apps/web/src/features.ts` binds each to the ref its owner exports (ADR 0190).
 * A dialog no composed feature contributes falls back to its route (`/login`, `/register`).
 */
export interface ShellDialogRefs {
  login: DialogRef<NextParams | undefined>;
  register: DialogRef<NextParams | undefined>;
  secondFactor: DialogRef<NextParams | undefined>;
  bindAccount: DialogRef<NextParams | undefined>;
}
