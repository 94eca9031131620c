import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../server-context";

/** Playback tokens are short-lived; the player asks for a new one when it (re)builds. */
export const PLAYBACK_TOKEN_TTL_SECONDS = 600;

export interface PlaybackGrant {
  readonly userId: number;
  readonly fileId: number;
}

const encode = (value: Buffer | string) => Buffer.from(value).toString("base64url");

/**
 * A token bound to one user and one lecture file, signed with a secret (random unless given; the server derives it
 * from its master key so all its processes agree): `payload.signature`, payload = base64url JSON `{ u, f, e }`
 * (user, file, expiry in epoch seconds). Nothing is stored; tokens live minutes.
 */
export class PlaybackTokens {
  constructor(
    private readonly clock: Clock,
    private readonly secret: Buffer = randomBytes(32),
    readonly ttlSeconds: number = PLAYBACK_TOKEN_TTL_SECONDS,
  ) {}

  /** `ttlSeconds` overrides the issuer's lifetime for this one token (a signed playlist lives as long as its lecture). */
  issue(grant: PlaybackGrant, ttlSeconds: number = this.ttlSeconds): { token: string; expiresInSeconds: number } {
    const expiry = Math.floor(this.clock().getTime() / 1000) + ttlSeconds;
    const payload = encode(JSON.stringify({ u: grant.userId, f: grant.fileId, e: expiry }));
    return { token: `${payload}.${this.sign(payload)}`, expiresInSeconds: ttlSeconds };
  }

  /** The grant of a well-signed, unexpired token; null for anything else. */
  verify(token: string): PlaybackGrant | null {
    const [payload, signature, ...rest] = token.split(".");
    if (!payload || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return null;
    }
    if (!isClaims(claims)) return null;
    if (Math.floor(this.clock().getTime() / 1000) >= claims.e) return null;
    return { userId: claims.u, fileId: claims.f };
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.secret).update(payload).digest("base64url");
  }
}

const isClaims = (value: unknown): value is { u: number; f: number; e: number } =>
  typeof value === "object" &&
  value !== null &&
  Number.isInteger((value as { u: unknown }).u) &&
  Number.isInteger((value as { f: unknown }).f) &&
  Number.isInteger((value as { e: unknown }).e);
