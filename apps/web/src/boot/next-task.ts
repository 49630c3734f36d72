/**
 * Resolves in a new task: the boot's long stretches of work end there, so the browser can paint
 * and answer input between them. A message, not a timer: a background tab throttles timers.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
