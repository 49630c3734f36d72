import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

afterEach(() => vi.unstubAllGlobals());

async function drainMicrotasks() {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}

describe('nextTask', () => {
  it('resolves in a later task, after the microtasks of this one', async () => {
    let done = false;
    const waiting = nextTask().then(() => {
      done = true;
    });
    await drainMicrotasks();
    expect(done).toBe(false);
    await waiting;
    expect(done).toBe(true);
  });

  it('is not held by fake timers', async () => {
    vi.useFakeTimers();
    try {
      await expect(nextTask()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves in a microtask where there is no MessageChannel', async () => {
    vi.stubGlobal('MessageChannel', undefined);
    let done = false;
    void nextTask().then(() => {
      done = true;
    });
    await drainMicrotasks();
    expect(done).toBe(true);
  });
});
