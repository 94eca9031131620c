import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { CourseId, FileId } from "../course/course.schema";
import { IdField, INT4, IntField, NonNegativeIntField } from "./fields.schema";

const accepts = <A>(schema: Schema.Schema<A, number | string>, value: unknown) =>
  Either.isRight(Schema.decodeUnknownEither(schema)(value));

describe("integer fields bounded to int4", () => {
  it("take whole numbers as numbers or decimal text within their range", () => {
    expect(Schema.decodeUnknownSync(IntField)("-2147483648")).toBe(INT4.min);
    expect(Schema.decodeUnknownSync(IntField)(INT4.max)).toBe(2_147_483_647);
    expect(Schema.decodeUnknownSync(NonNegativeIntField)("0")).toBe(0);
    expect(Schema.decodeUnknownSync(IdField)("1")).toBe(1);
  });

  it("refuse numbers beyond int4, below their minimum, fractions and other text", () => {
    for (const schema of [IntField, NonNegativeIntField, IdField]) {
      for (const bad of [2_147_483_648, "2147483648", "99999999999", "-2147483649", 1.5, "1.5", "abc", ""]) {
        expect(accepts(schema, bad), String(bad)).toBe(false);
      }
    }
    // what Number() would also read as a number: an id is its digits only
    for (const padded of ["1001 ", " 1001", "1001\t", "+1001", "1e3", "0x3E9", "1001.0", "1001\u00a0", "-", "--1"]) {
      expect(accepts(IdField, padded), JSON.stringify(padded)).toBe(false);
    }
    expect(accepts(NonNegativeIntField, -1)).toBe(false);
    expect(accepts(IdField, 0)).toBe(false);
  });

  it("brand course and lecture file ids without changing what they accept", () => {
    expect(Schema.decodeUnknownSync(CourseId)("1001")).toBe(1001);
    expect(Schema.decodeUnknownSync(FileId)(100101)).toBe(100101);
    expect(accepts(FileId, 0)).toBe(false);
    expect(accepts(CourseId, "2147483648")).toBe(false);
  });
});
