import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** The key derivation every hash and check goes through (tests count its calls). */
export const passwordKdf = { scrypt: scryptAsync };

/**
 * A stored hash with the current parameters that no password matches: checking a login against it for an unknown
 * number costs the same scrypt work as for a known one, so the answer time does not tell which numbers exist.
 */
const DECOY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${randomBytes(16).toString("base64")}$${randomBytes(KEY_LENGTH).toString("base64")}`;

/** `scrypt$N$r$p$salt$hash`, base64 parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await passwordKdf.scrypt(password, salt, KEY_LENGTH, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await passwordKdf.scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Checks a login's password; without a stored hash (unknown number) it runs the same check on the decoy. */
export async function verifyLoginPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const valid = await verifyPassword(password, stored ?? DECOY_HASH);
  return Boolean(stored) && valid;
}

/** The password strength rule (stated in SERVER_MESSAGES.passwordRule): 8-20 characters, letters and digits. */
export const isStrongPassword = (password: string): boolean =>
  password.length >= 8 && password.length <= 20 && /[A-Za-z]/.test(password) && /\d/.test(password);
