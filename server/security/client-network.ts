import { isIPv6 } from "node:net";
import { Address6 } from "ip-address";

/**
 * The network a client's address stands for, when counting what one client does (sign-in
 * failures): an IPv4 address is itself; an IPv6 address stands for its /64, the block a subscriber
 * is usually given whole, so that the 2^64 addresses of one home or server count as one. An
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is its IPv4 address. The forms' rate limit groups
 * addresses the same way (@fastify/rate-limit's default /64).
 */
export function clientNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = new Address6(ip);
  if (address.is4()) return address.to4().correctForm();
  return `${new Address6(`${address.correctForm()}/64`).startAddress().correctForm()}/64`;
}
