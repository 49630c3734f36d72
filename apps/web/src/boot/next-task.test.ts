import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: after every microtask queued before and after it', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    queueMicrotask(() => queueMicrotask(() => order.push('microtask queued by a microtask')));
    await task;
    expect(order).toEqual(['microtask', 'microtask queued by a microtask', 'next task']);
  });
});
