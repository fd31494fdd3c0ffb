/**
 * Which IP addresses a webhook may be delivered to: public unicast only. Every special-use
 * range that ipaddr.js names (loopback, private, link-local, carrier-grade NAT, unique-local,
 * unspecified, broadcast, multicast, reserved and documentation ranges, benchmarking, AS112,
 * AMT, ORCHID, segment routing, ...) is refused, and so is every IPv6 address that carries or
 * reaches an IPv4 one (IPv4-mapped `::ffff:0:0/96`, IPv4-translated `::ffff:0:0:0/96`, NAT64
 * `64:ff9b::/96` and `64:ff9b:1::/48`, 6to4, Teredo, the deprecated IPv4-compatible `::/96`):
 * a webhook cannot be aimed inside (SSRF), directly or through a translation.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** IPv6 global unicast (2000::/3): anything outside it is not a public destination. */
const globalUnicast = ipaddr.IPv6.parseCIDR('2000::/3');
/** The deprecated IPv4-compatible addresses (::a.b.c.d), which ipaddr.js files under unicast. */
const ipv4Compatible = ipaddr.IPv6.parseCIDR('::/96');

/** True for a public unicast address; false for anything else, including what is not an IP. */
export function isPublicAddress(address: string): boolean {
  // node:net's strict syntax first: ipaddr.js also reads legacy forms such as "127.1" or "0x7f.1".
  const version = isIP(address);
  if (version === 4) return ipaddr.IPv4.parse(address).range() === 'unicast';
  if (version !== 6) return false;
  const parsed = ipaddr.IPv6.parse(address);
  return parsed.range() === 'unicast' && parsed.match(globalUnicast) && !parsed.match(ipv4Compatible);
}
