import { createContext, useContext, type ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  /** The main text. */
  message: ReactNode;
  title?: ReactNode;
  tone?: ToastTone;
  /** Stays until the user dismisses it (real-time notifications are persistent). */
  persistent?: boolean;
  /** Milliseconds before an ordinary toast leaves; the provider's default otherwise. */
  duration?: number;
  /** Showing a toast with the id of one on screen replaces it instead of stacking a copy. */
  id?: string;
  /** Called once when the toast leaves, whether dismissed or timed out. */
  onDismiss?: () => void;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(options: ToastOptions): string;
  dismiss(id: string): void;
  dismissAll(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>.');
  return api;
}
