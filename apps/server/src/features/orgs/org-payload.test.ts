import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openOrgPayload, sealOrgPayload } from "./org-payload";
import { orgSecret } from "./org-secrets";

const key = orgSecret(Buffer.alloc(32, 1), 7);
const identity = (externalUserId: string) => ({
  externalUserId,
  issuedAt: 1_790_000_000_000,
  nonce: randomBytes(16).toString("base64url"),
});

describe("org login payload (AES-256-GCM, data key sealed under the org key)", () => {
  it("round-trips any identity", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 128 }),
        fc.string({ maxLength: 64 }),
        (externalUserId, username) => {
          const sealed = sealOrgPayload(7, key, { ...identity(externalUserId), username });
          expect(openOrgPayload(7, key, sealed.content, sealed.secret)).toMatchObject({ externalUserId, username });
        },
      ),
      { numRuns: 50 },
    );
  });

  it("fails on any flipped bit of either part", () => {
    const sealed = sealOrgPayload(7, key, identity("u-1"));
    fc.assert(
      fc.property(fc.boolean(), fc.nat(), fc.integer({ min: 0, max: 7 }), (inContent, position, bit) => {
        const part = Buffer.from(inContent ? sealed.content : sealed.secret, "base64");
        part[position % part.length]! ^= 1 << bit;
        const tampered = part.toString("base64");
        const opened = inContent
          ? openOrgPayload(7, key, tampered, sealed.secret)
          : openOrgPayload(7, key, sealed.content, tampered);
        expect(opened).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it("is bound to its organisation and key", () => {
    const sealed = sealOrgPayload(7, key, identity("u-1"));
    expect(openOrgPayload(8, key, sealed.content, sealed.secret)).toBeNull();
    expect(openOrgPayload(7, orgSecret(Buffer.alloc(32, 1), 8), sealed.content, sealed.secret)).toBeNull();
    expect(openOrgPayload(7, orgSecret(Buffer.alloc(32, 2), 7), sealed.content, sealed.secret)).toBeNull();
  });

  it("derives different keys per organisation and per master key", () => {
    const keys = new Set([7, 8, 9, 11, 12, 13, 18].map((id) => orgSecret(Buffer.alloc(32, 1), id)));
    expect(keys.size).toBe(7);
    expect(Buffer.from(key, "base64")).toHaveLength(32);
  });

  it("refuses payloads whose identity is malformed", () => {
    const sealed = sealOrgPayload(7, key, { externalUserId: "u", issuedAt: 1.5, nonce: "short" } as never);
    expect(openOrgPayload(7, key, sealed.content, sealed.secret)).toBeNull();
  });
});
