import { describe, expect, it } from "vitest";
import { PLAYBACK_TOKEN_TTL_SECONDS, PlaybackTokens } from "./playback-token";

describe("PlaybackTokens", () => {
  const start = new Date("2026-06-01T08:00:00Z");

  it("verifies its own tokens until they expire, and binds user and file", () => {
    let now = start;
    const tokens = new PlaybackTokens(() => now);
    const { token, expiresInSeconds } = tokens.issue({ userId: 7, fileId: 100101 });
    expect(expiresInSeconds).toBe(PLAYBACK_TOKEN_TTL_SECONDS);
    expect(tokens.verify(token)).toEqual({ userId: 7, fileId: 100101 });
    now = new Date(start.getTime() + (PLAYBACK_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(tokens.verify(token)).not.toBeNull();
    now = new Date(start.getTime() + PLAYBACK_TOKEN_TTL_SECONDS * 1000);
    expect(tokens.verify(token)).toBeNull();
  });

  it("rejects tokens of another secret, altered claims and malformed text", () => {
    const tokens = new PlaybackTokens(() => start);
    const stranger = new PlaybackTokens(() => start);
    const { token } = tokens.issue({ userId: 7, fileId: 1 });
    const [, signature] = token.split(".");
    const altered = `${Buffer.from(JSON.stringify({ u: 8, f: 1, e: 4_000_000_000 })).toString("base64url")}.${signature}`;
    for (const bad of [stranger.issue({ userId: 7, fileId: 1 }).token, altered, "", ".", "a.b.c", `${token}.x`]) {
      expect(tokens.verify(bad)).toBeNull();
    }
  });
});
