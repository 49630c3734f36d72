/**
 * Resolves in a task of its own (ADR 0234): the client sends each request from one, so the
 * `fetch` calls of the several queries a render starts do not add up in the render's task. A
 * message, not a timer: a background tab throttles timers, and tests' fake timers stop them.
 * Where there is no `MessageChannel`, it resolves in a microtask.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
