import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stableJson } from "./stable-json";

describe("stableJson (cache keys of POST queries)", () => {
  it("gives one text for objects that differ only in key order, at any depth", () => {
    expect(stableJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: "x" } })).toBe(
      stableJson({ a: { c: "x", d: [1, { y: 2, z: 1 }] }, b: 1 }),
    );
    expect(stableJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it("leaves out undefined fields, as JSON.stringify does", () => {
    expect(stableJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });

  it("parses back to the same value, and differs whenever the values differ", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (left, right) => {
        expect(JSON.parse(stableJson(left))).toEqual(JSON.parse(JSON.stringify(left)));
        if (stableJson(left) === stableJson(right))
          expect(JSON.parse(JSON.stringify(left))).toEqual(JSON.parse(JSON.stringify(right)));
      }),
    );
  });
});
