import dns from 'node:dns/promises';
import net from 'node:net';
import { CrawlError } from './errors.ts';

// Addresses a crawler must never reach on behalf of a user: anything that is not the public
// internet (the server's own network, cloud metadata endpoints, multicast, reserved space).
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", includes 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, includes the 169.254.169.254 metadata endpoint
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local, includes the fd00:ec2::254 metadata endpoint
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}

/** IPv4 addresses embedded in IPv6 forms that route to them (mapped, NAT64, 6to4). */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) return hexPairToIpv4(hex[1], hex[2]);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  if (sixToFour) return hexPairToIpv4(sixToFour[1], sixToFour[2]);
  return undefined;
}

function hexPairToIpv4(high: string, low: string): string {
  const h = parseInt(high, 16);
  const l = parseInt(low, 16);
  return [h >> 8, h & 255, l >> 8, l & 255].join('.');
}

export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4 && blocked.check(v4, 'ipv4')) return true;
    return blocked.check(address, 'ipv6');
  }
  return true; // not an IP at all: refuse rather than guess
}

export const privateNetworkMessage = 'The address resolves to a private network and cannot be crawled';

export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves a host and checks every address it resolves to, so that a name with one public and one
 * private record cannot slip through. The caller connects to the returned address (never resolving
 * again), which closes the DNS-rebinding window. Hosts on the allow-list skip the address check.
 */
export async function vetHost(hostname: string, allowHosts: readonly string[], resolve: Resolver = systemResolver): Promise<VettedAddress> {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = allowHosts.includes(host);
  const literal = net.isIP(host);
  let addresses: { address: string; family: number }[];
  if (literal) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new CrawlError(`The host ${host} could not be found (DNS lookup failed)`, 'dns');
    }
    if (addresses.length === 0) throw new CrawlError(`The host ${host} could not be found (DNS lookup failed)`, 'dns');
  }
  if (!allowed && addresses.some((a) => isBlockedAddress(a.address))) {
    throw new CrawlError(privateNetworkMessage, 'blocked_address');
  }
  const first = addresses[0];
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
