import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SandboxState } from './state';
import type { StateStore } from './world';

/**
 * Node persistence: the state as JSON in a git-ignored file (apps/sandbox-api/data/). Writes are
 * coalesced (at most one per `delayMs`) and flushed on `flush()`; a write goes to a temporary file
 * first so a crash never leaves half a file.
 */
export function createFileStore(file: string, delayMs = 100): StateStore & { flush(): void } {
  let pending: SandboxState | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    if (!pending) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(pending));
    renameSync(`${file}.tmp`, file);
    pending = undefined;
  };
  return {
    load() {
      if (!existsSync(file)) return undefined;
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as SandboxState;
      } catch {
        return undefined;
      }
    },
    save(state) {
      pending = state;
      timer ??= setTimeout(write, delayMs);
    },
    flush() {
      if (timer) clearTimeout(timer);
      write();
    },
  };
}
