import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"; // Crockford base32: no I, L, O, U to misread

/**
 * A certificate serial: a kind prefix and the year for people, then 128 random bits (26 base32 characters), so
 * serials cannot be guessed or enumerated from one another. `JY-2026-…` a 结业证书, `XS-2026-…` a 学时证明.
 */
export function newCertificateSerial(kind: "course" | "year", year: number): string {
  const bytes = randomBytes(17);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let random = "";
  for (let i = 0; i < 26; i++) {
    random += ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return `${kind === "course" ? "JY" : "XS"}-${year}-${random}`;
}

/** Whether a path segment can be a serial at all (cheap refusal before any lookup). */
export const isSerialShaped = (value: string): boolean => /^[A-Za-z0-9-]{8,64}$/.test(value);
