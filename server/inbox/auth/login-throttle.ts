/**
 * Slows password guessing: after `maxFailures` failed sign-ins within `windowMs` for one account
 * (the e-mail typed, whether or not it has an account) or from one client IP, further attempts are
 * refused until the oldest failure leaves the window — even with the right password.
 *
 * Kept in memory, per instance: with several instances each counts on its own (see docs/inbox.md).
 */
export type ThrottlePolicy = { maxFailures: number; windowMs: number };

/** Bounds the memory an attacker can make us spend by spraying e-mails or addresses. */
const MAX_KEYS = 50_000;

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(private readonly policy: ThrottlePolicy) {}

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => now - t < this.policy.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Milliseconds until an attempt is allowed again for these keys (0: allowed now). */
  retryAfter(keys: string[], now = Date.now()): number {
    let wait = 0;
    for (const key of keys) {
      const times = this.recent(key, now);
      if (times.length >= this.policy.maxFailures) {
        const oldest = times[times.length - this.policy.maxFailures] ?? now;
        wait = Math.max(wait, oldest + this.policy.windowMs - now);
      }
    }
    return wait;
  }

  fail(keys: string[], now = Date.now()) {
    for (const key of keys) {
      const times = this.recent(key, now);
      times.push(now);
      this.failures.delete(key);
      this.failures.set(key, times);
    }
    // Maps iterate in insertion order: the first keys are the least recently failed.
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_KEYS) break;
      this.failures.delete(key);
    }
  }

  /** A successful sign-in forgives the account's failures (not the address's). */
  forgive(key: string) {
    this.failures.delete(key);
  }
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;
