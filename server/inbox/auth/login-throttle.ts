import { createHash } from "node:crypto";
import type { Database } from "#server/db/client";
import { clear, hit, peek } from "#server/db/counters";
import { clientNetwork } from "#server/security/client-network";

/**
 * Slows password guessing, counted in the database so that every instance of the service sees the
 * same failures (server/db/counters.ts). Two counts, each in a window of `windowMs`:
 *
 * - one account tried from one address: after `maxFailures` failures, that address may not try that
 *   account again until the window ends — even with the right password;
 * - one address, whatever the accounts: after `maxFailuresPerAddress`, it may not try any.
 *
 * An address is counted by its network (an IPv6 address by its /64: security/client-network.ts),
 * so that a client holding many addresses of one block counts as one.
 *
 * There is no count per account alone: a stranger who types a colleague's e-mail with wrong
 * passwords locks out only themselves, never the colleague at another address.
 */
export type ThrottlePolicy = { maxFailures: number; maxFailuresPerAddress: number; windowMs: number };

/** The account typed, by its hash: no address is stored with the counts, whatever it holds. */
const pairKey = (email: string, ip: string) =>
  `login:${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url")}@${clientNetwork(ip)}`;
const addressKey = (ip: string) => `login-ip:${clientNetwork(ip)}`;

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly policy: ThrottlePolicy,
  ) {}

  /** Milliseconds until this address may try this account again (0: now). */
  async retryAfter(email: string, ip: string, now = new Date()): Promise<number> {
    const limits = new Map([
      [pairKey(email, ip), this.policy.maxFailures],
      [addressKey(ip), this.policy.maxFailuresPerAddress],
    ]);
    const counts = await peek(this.db, [...limits.keys()], now);
    let wait = 0;
    for (const [key, limit] of limits) {
      const count = counts.get(key);
      if (count && count.count >= limit) wait = Math.max(wait, count.windowEnds.getTime() - now.getTime());
    }
    return wait;
  }

  async fail(email: string, ip: string, now = new Date()): Promise<void> {
    await hit(this.db, pairKey(email, ip), this.policy.windowMs, now);
    await hit(this.db, addressKey(ip), this.policy.windowMs, now);
  }

  /** A successful sign-in forgives this address's failures on the account (not its others). */
  async forgive(email: string, ip: string): Promise<void> {
    await clear(this.db, pairKey(email, ip));
  }
}
