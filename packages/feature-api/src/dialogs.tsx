import { createContext, useContext, type ReactNode } from 'react';

/**
 * A site-wide dialog, as a typed reference (like a `LinkRef`): the feature that owns the dialog
 * creates the ref and contributes the component for it; anyone else opens it through the ref,
 * so the parameters are checked and no dialog id is spelled outside its owner. The shell binds
 * the refs it opens itself in `apps/web/src/features.ts`.
 */
export interface DialogRef<Params = void> {
  /** Site-wide unique id (for keys and messages; never compared by callers). */
  readonly id: string;
  /** Carries the parameter type only; never set. */
  readonly params?: Params;
}

export function createDialogRef<Params = void>(id: string): DialogRef<Params> {
  return Object.freeze({ id });
}

/** Opens the site-wide dialogs features contribute; implemented by the shell. */
export interface DialogOpener {
  /** Opens the ref's dialog; `params` must be what the ref says its dialog takes. */
  open<Params>(ref: DialogRef<Params>, params?: Params): void;
  close<Params>(ref: DialogRef<Params>): void;
}

const DialogContext = createContext<DialogOpener | null>(null);

export function DialogOpenerProvider({
  opener,
  children,
}: {
  opener: DialogOpener;
  children: ReactNode;
}) {
  return <DialogContext.Provider value={opener}>{children}</DialogContext.Provider>;
}

export function useDialogs(): DialogOpener {
  const opener = useContext(DialogContext);
  if (!opener) throw new Error('useDialogs needs the shell (DialogOpenerProvider) above it.');
  return opener;
}
