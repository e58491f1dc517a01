/**
 * Resolves in a task of its own, after the browser has had the chance to handle input and paint:
 * work split at these points is several short tasks instead of one long one on a slow phone. A
 * message rather than a timer, which browsers may delay by several milliseconds (and a paused test
 * clock forever).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
