import net from 'node:net';

/**
 * A client address as the per-address limits count it. One IPv6 client is handed a whole /64 (often
 * a /48) and can pick a new address in it for every request, so IPv6 addresses count by their /64
 * network; an IPv4 address written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 one; a zone
 * (`%eth0`) is dropped. Anything else (a name, 'unknown') is its own key.
 */
export function addressKey(address: string): string {
  const plain = address.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(plain)) return plain;
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = plain.split('::');
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const full = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  const network = full.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
