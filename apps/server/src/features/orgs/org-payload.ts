import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { Schema } from "effect";

/**
 * Organisation login payloads (spec §3 query params content + secret), designed so the browser holds no secret:
 * the partner's server seals its user's identity with AES-256-GCM under a fresh data key (→ `content`), and seals
 * that data key under the organisation's long-term key (→ `secret`). Both are bound to the org id as associated
 * data, so a payload cannot be moved to another organisation, and any tampering fails authentication.
 */
export const OrgIdentity = Schema.Struct({
  externalUserId: Schema.optional(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128))),
  username: Schema.optional(Schema.String.pipe(Schema.maxLength(64))),
  companyId: Schema.optional(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64))),
  /** Milliseconds since the epoch when the partner sealed the payload. */
  issuedAt: Schema.Int,
  nonce: Schema.String.pipe(Schema.minLength(16), Schema.maxLength(64)),
});
export type OrgIdentity = typeof OrgIdentity.Type;

const IV_BYTES = 12;
const TAG_BYTES = 16;
const aad = (orgId: number) => Buffer.from(`taxlearn-org-login:${orgId}`);

const seal = (key: Buffer, plain: Buffer, orgId: number): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad(orgId));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64");
};

const open = (key: Buffer, sealed: string, orgId: number): Buffer | null => {
  const raw = Buffer.from(sealed, "base64");
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(aad(orgId));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
};

/** What a partner runs on its own server (and what the org:link CLI does). */
export function sealOrgPayload(
  orgId: number,
  orgSecret: string,
  identity: OrgIdentity,
): { content: string; secret: string } {
  const orgKey = Buffer.from(orgSecret, "base64");
  const dataKey = randomBytes(32);
  return {
    content: seal(dataKey, Buffer.from(JSON.stringify(identity)), orgId),
    secret: seal(orgKey, dataKey, orgId),
  };
}

/** Authenticates and decodes; null when the parts were tampered with, sealed for another org or malformed. */
export function openOrgPayload(orgId: number, orgSecret: string, content: string, secret: string): OrgIdentity | null {
  const dataKey = open(Buffer.from(orgSecret, "base64"), secret, orgId);
  if (dataKey?.length !== 32) return null;
  const plain = open(dataKey, content, orgId);
  if (!plain) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain.toString("utf8"));
  } catch {
    return null;
  }
  const decoded = Schema.decodeUnknownEither(OrgIdentity)(parsed);
  return decoded._tag === "Right" ? decoded.right : null;
}
