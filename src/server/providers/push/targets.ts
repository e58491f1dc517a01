import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';

// Which addresses the server may post Web Push messages to (docs/decisions/032). A member hands us
// the endpoint; without these rules it could name any machine the server can reach.

/**
 * The push services of the browsers (matched on the URL's parsed host name): Chrome, Edge's
 * Chromium siblings, Opera, Brave and Samsung Internet use FCM; Firefox Mozilla's autopush; Safari
 * Apple's; Edge on Windows the Windows Push Notification Services. `*.` means any name below.
 */
export const browserPushHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** Whether `hostname` (lower case, as URL parsing gives it) is one of `patterns`. */
export function hostMatches(hostname: string, patterns: readonly string[]) {
  return patterns.some((pattern) =>
    pattern.startsWith('*.') ? hostname.endsWith(pattern.slice(1)) : hostname === pattern,
  );
}

/**
 * The endpoint's URL when it is https on an allowed host, else null. A push endpoint never carries
 * a user name or password: one that does is refused, so no parser can read its host differently.
 */
export function allowedEndpoint(endpoint: string, hosts: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  // The browsers' services answer on 443 alone (the URL parser drops an explicit :443): another
  // port on their hosts is not theirs to name. An operator's own push service may use any port.
  if (url.port !== '' && hostMatches(url.hostname, browserPushHosts)) return null;
  return hostMatches(url.hostname, hosts) ? url : null;
}

// Addresses that are not the public internet: this machine, private networks, link-local (the cloud
// metadata service at 169.254.169.254 among them), carrier-grade NAT, documentation, benchmarking,
// multicast and reserved ranges (the IANA special-purpose registries).
const blockedV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const blockedV6: [string, number][] = [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
];

/** An IPv4 address as the two 16-bit groups that carry it inside an IPv6 address. */
function groups(v4: string) {
  const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

const blockList = new net.BlockList();
for (const [address, prefix] of blockedV4) {
  blockList.addSubnet(address, prefix, 'ipv4');
  // The same range reached through IPv6: IPv4-mapped, well-known NAT64 prefix, 6to4.
  blockList.addSubnet(`::ffff:${groups(address)}`, 96 + prefix, 'ipv6');
  blockList.addSubnet(`64:ff9b::${groups(address)}`, 96 + prefix, 'ipv6');
  blockList.addSubnet(`2002:${groups(address)}::`, 16 + prefix, 'ipv6');
}
for (const [address, prefix] of blockedV6) blockList.addSubnet(address, prefix, 'ipv6');

/** Whether an IP address is outside the public internet (private, loopback, link-local…). */
export function isNonPublicAddress(address: string) {
  const family = net.isIP(address);
  if (family === 0) return true;
  return blockList.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The error of a send refused before any connection was made. */
export class PushTargetRefused extends Error {
  readonly code = 'PUSH_TARGET_REFUSED';
}

/** A URL's host as an IP address (brackets of IPv6 removed), or null for a name. */
export function ipLiteral(url: URL) {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return net.isIP(host) ? host : null;
}

/**
 * A DNS lookup for the push agent that fails when any address the name resolves to is not public,
 * so a name that points (or is re-pointed, DNS rebinding) at an internal address is never connected
 * to: the check is made on the very answer the socket then uses.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => isNonPublicAddress(entry.address));
    if (refused || addresses.length === 0)
      return callback(
        new PushTargetRefused(`${hostname} resolves to an address that is not public`),
        '',
        0,
      );
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};
