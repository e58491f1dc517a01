// What the server prints for the person who started it, beside its JSON log: the links they
// follow from the terminal (the first super admin's setup link, and emails kept in the outbox
// when there is no SMTP), as plain lines with an address they can open.
import type { AddressInfo } from 'node:net';

const wildcardAddresses = new Set(['0.0.0.0', '::']);

/**
 * The address the operator opens: PUBLIC_URL when set; else the address the server is bound to
 * (http://127.0.0.1:3000 when HOST=127.0.0.1), or localhost when it listens on every interface.
 */
export function operatorUrl(
  config: { publicUrl: string; publicUrlSet: boolean },
  bound: Pick<AddressInfo, 'address' | 'family' | 'port'>,
) {
  if (config.publicUrlSet) return config.publicUrl;
  if (wildcardAddresses.has(bound.address)) return `http://localhost:${bound.port}`;
  const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return `http://${host}:${bound.port}`;
}

/** A link the app made under PUBLIC_URL's default, moved to the operator's address. */
export function atOperatorUrl(link: string, publicUrl: string, openAt: string) {
  return link.startsWith(`${publicUrl}/`) ? `${openAt}${link.slice(publicUrl.length)}` : link;
}

export function setupLinkLine(link: string) {
  return `First start: create the super admin account at ${link}`;
}

export function outboxLine(email: { to: string; subject: string; link: string }) {
  return `Email to ${email.to} (not sent: no SMTP_URL), "${email.subject}": ${email.link}`;
}

/** One line on stdout, set apart by blank lines from the JSON log around it. */
export function printLine(line: string) {
  process.stdout.write(`\n${line}\n\n`);
}
