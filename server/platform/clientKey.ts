/**
 * The key one client is counted under: its address as the server sees it (behind a trusted proxy,
 * the address the proxy reports), with IPv6 addresses cut to their /64. One IPv6 subscriber or
 * host usually owns a whole /64, so counting single addresses would give them 2^64 rate limits.
 * Used by the submission rate limit and to bind Idempotency-Keys to the client that sent them.
 */
import net from "node:net";
import type { FastifyRequest } from "fastify";

/** Expands an IPv6 address to its 8 groups (no zone, no embedded IPv4 left). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split("%")[0].toLowerCase();
  // A trailing dotted IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split(".").map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part ? part.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return undefined;
  const groups = [...head, ...Array(missing).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/** `203.0.113.7` → itself; `2001:db8:1:2::a` → `2001:db8:1:2::/64`; `::ffff:203.0.113.7` → `203.0.113.7`. */
export function clientKeyOf(address: string | undefined): string {
  if (!address) return "unknown";
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // IPv4-mapped addresses are IPv4 clients on a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}

/** The key of the client that sent `request` (see above). */
export function clientKey(request: Pick<FastifyRequest, "ip">): string {
  return clientKeyOf(request.ip);
}
