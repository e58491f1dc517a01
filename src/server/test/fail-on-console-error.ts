import { afterEach, vi } from 'vitest';

// An unexpected console.error fails the test that caused it (ARCHITECTURE.md, Conventions).
const errors: unknown[][] = [];
const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length === 0) return;
  const logged = errors.splice(0).map((args) => args.map(String).join(' '));
  throw new Error(`console.error was called:\n${logged.join('\n')}`);
});

export { spy as consoleErrorSpy };
