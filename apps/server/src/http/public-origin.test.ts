import { describe, expect, it } from "vitest";
import { PublicOriginConfigError, publicOriginFromEnv } from "./public-origin";

describe("publicOriginFromEnv", () => {
  it("defaults to the listen address on PORT", () => {
    expect(publicOriginFromEnv({})).toBe("http://localhost:3000");
    expect(publicOriginFromEnv({ PORT: "8080" })).toBe("http://localhost:8080");
  });

  it("takes PUBLIC_URL without its trailing slash, and PUBLIC_BASE_URL as the older name", () => {
    expect(publicOriginFromEnv({ PUBLIC_URL: "https://tax.example.com/" })).toBe("https://tax.example.com");
    expect(publicOriginFromEnv({ PUBLIC_BASE_URL: "https://old.example.com" })).toBe("https://old.example.com");
    expect(publicOriginFromEnv({ PUBLIC_URL: "https://new.example", PUBLIC_BASE_URL: "https://old.example" })).toBe(
      "https://new.example",
    );
  });

  it("keeps a path prefix the site is served under", () => {
    expect(publicOriginFromEnv({ PUBLIC_URL: "https://example.com/tax/" })).toBe("https://example.com/tax");
  });

  it("refuses what is not an http(s) URL, naming the variable", () => {
    for (const value of ["example.com", "ftp://example.com", "https://", "https://a b.com", "javascript:alert(1)"]) {
      expect(() => publicOriginFromEnv({ PUBLIC_URL: value })).toThrow(PublicOriginConfigError);
    }
    expect(() => publicOriginFromEnv({ PUBLIC_BASE_URL: "nope" })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => publicOriginFromEnv({ PUBLIC_URL: "https://a.example?x=1" })).toThrow(/PUBLIC_URL/);
  });

  it("refuses a PORT that is not a port", () => {
    expect(() => publicOriginFromEnv({ PORT: "80abc" })).toThrow(PublicOriginConfigError);
  });
});
