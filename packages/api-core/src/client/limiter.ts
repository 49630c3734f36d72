/**
 * At most `limit` tasks in flight per key (the request path); the rest wait in arrival order.
 * A finishing task hands its slot straight to the first waiter, so no later caller overtakes.
 */
export class PathLimiter {
  private readonly active = new Map<string, number>();
  private readonly queues = new Map<string, (() => void)[]>();
  /** The most tasks seen in flight at once per key (for the bench and tests). */
  readonly peak = new Map<string, number>();

  async run<T>(key: string, limit: number, task: () => Promise<T>): Promise<T> {
    const current = this.active.get(key) ?? 0;
    if (current >= limit) {
      // Wait for a slot handed over by a finishing task (the count stays the same).
      await new Promise<void>((resolve) => {
        const queue = this.queues.get(key) ?? [];
        queue.push(resolve);
        this.queues.set(key, queue);
      });
    } else {
      this.active.set(key, current + 1);
    }
    this.peak.set(key, Math.max(this.peak.get(key) ?? 0, this.active.get(key) ?? 0));
    try {
      return await task();
    } finally {
      this.release(key);
    }
  }

  inFlight(key: string): number {
    return this.active.get(key) ?? 0;
  }

  queued(key: string): number {
    return this.queues.get(key)?.length ?? 0;
  }

  private release(key: string): void {
    const queue = this.queues.get(key);
    const next = queue?.shift();
    if (queue && queue.length === 0) this.queues.delete(key);
    if (next) {
      next();
      return;
    }
    const remaining = (this.active.get(key) ?? 1) - 1;
    if (remaining <= 0) this.active.delete(key);
    else this.active.set(key, remaining);
  }
}
