import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Staff passwords, hashed with scrypt (memory-hard: each guess costs an attacker 32 MiB and tens of
 * milliseconds). The stored form carries its parameters, so they can be raised later without
 * breaking existing hashes: `scrypt$N$r$p$salt$hash` (salt and hash in base64).
 */
export const scryptParameters = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** Shortest password the team may choose: long passphrases beat complex short ones. */
export const MIN_PASSWORD_LENGTH = 12;
/** Longest accepted: scrypt hashes anything, but an unbounded input is a way to burn CPU. */
export const MAX_PASSWORD_LENGTH = 256;

function scrypt(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }) {
  // Node refuses more than 32 MiB by default; N=2^15, r=8 needs 128·N·r = 32 MiB plus a little.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, scryptParameters);
  const { N, r, p } = scryptParameters;
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || rest.length > 0 || !salt || !key) return null;
  const numbers = [n, r, p].map(Number);
  if (!numbers.every((x) => Number.isInteger(x) && x > 0)) return null;
  const [N = 0, rr = 0, pp = 0] = numbers;
  return { N, r: rr, p: pp, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

/** True when `password` matches `stored`; the comparison takes the same time wherever they differ. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || password.length > MAX_PASSWORD_LENGTH) return false;
  const key = await scrypt(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password: the login answers an unknown e-mail no faster
 * than a wrong password, so timing does not tell who has an account.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummy);
  return false;
}
