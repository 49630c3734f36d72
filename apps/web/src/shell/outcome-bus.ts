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
  /** Whether notices wait for a listener (the dialog host has not mounted yet). */
  pending(): boolean;
  /** Called when a notice starts waiting for a listener; the shell then loads the dialog host. */
  onPending(watcher: () => void): () => void;
}

export function createNoticeBus(): NoticeBus {
  const listeners = new Set<Listener>();
  const backlog: ShellNotice[] = [];
  const watchers = new Set<() => void>();
  return {
    emit(notice) {
      if (listeners.size === 0) {
        backlog.push(notice);
        for (const watcher of watchers) watcher();
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
    pending: () => backlog.length > 0,
    onPending(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}
