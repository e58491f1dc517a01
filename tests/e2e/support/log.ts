import fs from 'node:fs';

interface LogLine {
  msg?: string;
  to?: string;
  subject?: string;
  link?: string;
  [key: string]: unknown;
}

function readLines(logFile: string): LogLine[] {
  const lines: LogLine[] = [];
  for (const raw of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!raw.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(raw) as LogLine);
    } catch {
      // A line cut in the middle of being written.
    }
  }
  return lines;
}

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} in the server log`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The link of the newest email to `to` (no SMTP configured: the server logs each email with its
 * link). `after` skips emails already seen, so a second email of the same kind is awaited.
 */
export async function emailLink(
  logFile: string,
  to: string,
  subject: RegExp,
  options: { after?: number } = {},
): Promise<{ link: string; index: number }> {
  return waitFor(() => {
    const lines = readLines(logFile);
    for (let index = lines.length - 1; index >= (options.after ?? 0); index -= 1) {
      const line = lines[index];
      if (
        line?.msg === 'email written to outbox' &&
        line.to?.toLowerCase() === to.toLowerCase() &&
        subject.test(line.subject ?? '') &&
        line.link
      ) {
        return { link: line.link, index: index + 1 };
      }
    }
    return undefined;
  }, `an email to ${to} matching ${subject}`);
}

/** How many log lines there are now (pass as `after` to wait for a newer email). */
export function logLength(logFile: string): number {
  return readLines(logFile).length;
}

export async function setupLink(logFile: string): Promise<string> {
  return waitFor(
    () =>
      readLines(logFile).find((line) => line.msg === 'first super admin setup link' && line.link)
        ?.link,
    'the first super admin setup link',
  );
}
