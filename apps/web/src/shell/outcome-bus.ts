import type { ErrorOutcome } from '@site/api-core';

/** What the shell shows for a failure: an outcome of api-core's error policy, or the shell's own notices. */
export type ShellNotice =
  | ErrorOutcome
  | { type: 'domain-check-failed' }
  | { type: 'message'; messageKey: string; action?: 'sign-in' };

type Listener = (notice: ShellNotice) => void;

/** A tiny pub/sub between the HTTP client's error hook (outside React) and the dialog host. */
export interface NoticeBus {
  emit(notice: ShellNotice): void;
  subscribe(listener: Listener): () => void;
}

export function createNoticeBus(): NoticeBus {
  const listeners = new Set<Listener>();
  const backlog: ShellNotice[] = [];
  return {
    emit(notice) {
      if (listeners.size === 0) {
        backlog.push(notice);
        return;
      }
      for (const listener of listeners) listener(notice);
    },
    subscribe(listener) {
      listeners.add(listener);
      // Notices raised before the dialog host mounted (start-up calls) are delivered now.
      for (const notice of backlog.splice(0)) listener(notice);
      return () => listeners.delete(listener);
    },
  };
}
