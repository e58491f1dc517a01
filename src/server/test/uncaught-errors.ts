/** Errors nobody handled while a test ran: each one would have ended the server process. */
export function watchUncaughtErrors() {
  const seen: string[] = [];
  const listener = (error: Error) => seen.push(error.message);
  process.on('uncaughtException', listener);
  return { seen, stop: () => process.off('uncaughtException', listener) };
}
