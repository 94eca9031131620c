import { createHmac } from "node:crypto";
import { isIPv6 } from "node:net";

/** The first four groups of an IPv6 address: one home or phone gets a whole /64, so that is one client. */
function ipv6Prefix(address: string): string {
  const [head = "", tail] = address.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":");
}

/** One client for rate limiting: an IPv4 address (also when IPv4-mapped) or an IPv6 /64; unknown → one shared key. */
export function clientOf(address: string | null): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return isIPv6(address) ? `${ipv6Prefix(address)}::/64` : address;
}

/**
 * A keyed hash of the client for one purpose (site feedback, logins), so tables hold no addresses but a rate
 * limit still finds the same client.
 */
export const clientHash = (key: Buffer, purpose: string, address: string | null): string =>
  createHmac("sha256", key)
    .update(`${purpose}:${clientOf(address)}`)
    .digest("hex");
