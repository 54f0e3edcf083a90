/**
 * Which addresses the server may fetch from on a user's behalf (image URLs, webhooks): public
 * unicast only. Loopback, private, link-local (169.254.169.254, the cloud metadata service),
 * carrier-grade NAT, multicast, documentation and reserved ranges are refused, and so are IPv6
 * forms that can carry them (IPv4-mapped, NAT64, 6to4). Node's own BlockList, no dependency.
 */
import { BlockList, isIP } from 'node:net';

// Two lists: Node checks an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d), so one
// list holding ::ffff:0:0/96 would refuse every IPv4 address.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of [
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
] as const)
  blockedV4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible forms
  ['::ffff:0:0', 96], // IPv4-mapped in hex form (the dotted form is checked as IPv4)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blockedV6.addSubnet(network, prefix, 'ipv6');

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** True for an address the server may connect to on a user's behalf. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = MAPPED_V4.exec(bare)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(bare);
  if (family === 4) return !blockedV4.check(bare, 'ipv4');
  if (family === 6) return !blockedV6.check(bare, 'ipv6');
  return false;
}
