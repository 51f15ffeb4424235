import { describe, expect, it } from "vitest";
import {
  hashPassword,
  scryptParameters,
  verifyDummyPassword,
  verifyPassword,
} from "#server/inbox/auth/password";

describe("staff passwords", () => {
  it("are hashed with scrypt (N ≥ 2^15, r=8, p=1), a random 16-byte salt, and the parameters stored", async () => {
    const stored = await hashPassword("correct horse battery staple");
    const [scheme, n, r, p, salt, key] = stored.split("$");
    expect(scheme).toBe("scrypt");
    expect(Number(n)).toBeGreaterThanOrEqual(2 ** 15);
    expect([Number(r), Number(p)]).toEqual([8, 1]);
    expect(Buffer.from(salt ?? "", "base64")).toHaveLength(16);
    expect(Buffer.from(key ?? "", "base64").length).toBeGreaterThanOrEqual(32);
    expect(stored).not.toContain("correct horse");
    expect(scryptParameters.N).toBeGreaterThanOrEqual(2 ** 15);
  });

  it("never hash twice to the same value, and verify only the right password", async () => {
    const [a, b] = await Promise.all([hashPassword("same password!"), hashPassword("same password!")]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password!", a)).toBe(true);
    expect(await verifyPassword("same password!", b)).toBe(true);
    expect(await verifyPassword("same password?", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
    expect(await verifyPassword("same password!", "not a hash")).toBe(false);
  });

  it("are checked with the parameters stored with each hash (they can be raised later)", async () => {
    const stored = await hashPassword("a passphrase to keep");
    const [, , r, p, salt, key] = stored.split("$");
    // The same key cannot verify under other parameters: they are read, not assumed.
    expect(await verifyPassword("a passphrase to keep", ["scrypt", 2 ** 14, r, p, salt, key].join("$"))).toBe(
      false,
    );
  });

  it("an unknown account costs the same scrypt work as a wrong password", async () => {
    const stored = await hashPassword("the real one, long enough");
    const time = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 3; i++) await run();
      return performance.now() - start;
    };
    await verifyDummyPassword("warm up");
    const wrong = await time(() => verifyPassword("a wrong guess", stored));
    const unknown = await time(() => verifyDummyPassword("a wrong guess"));
    expect(await verifyDummyPassword("anything")).toBe(false);
    // Generous bounds: both spend tens of milliseconds in scrypt; neither returns early.
    expect(unknown).toBeGreaterThan(wrong * 0.4);
    expect(unknown).toBeLessThan(wrong * 2.5);
  });
});
