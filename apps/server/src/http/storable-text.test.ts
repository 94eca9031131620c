import { describe, expect, it } from "vitest";
import { firstUnstorableField } from "./storable-text";

const input = (entries: Record<string, unknown>) => Object.assign(Object.create(null), entries);

describe("firstUnstorableField", () => {
  it("names the field holding NUL or a lone surrogate", () => {
    expect(firstUnstorableField(input({ a: "ok", path: "a\u0000b" }))).toBe("path");
    expect(firstUnstorableField(input({ content: "x\ud800" }))).toBe("content");
    expect(firstUnstorableField(input({ content: "\udc00x" }))).toBe("content");
    expect(firstUnstorableField(input({ nested: { deeper: ["\u0000"] } }))).toBe("nested");
    expect(firstUnstorableField(input({ "k\u0000": "v" }))).toBe("body");
  });

  it("lets through any other text, surrogate pairs (emoji, rare hanzi) included", () => {
    expect(firstUnstorableField(input({ a: "增值税 😀 𠀀", b: 1, c: null, d: ["x"], e: "" }))).toBeNull();
  });
});
