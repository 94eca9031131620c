import { CourseId, FileId, INT4 } from "@taxlearn/core";
import { Either, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTRACTS } from "../contracts";
import type { Contract } from "./contract";
import { IdParam, IntParam, NonNegativeIntParam, SecondsParam } from "./params";

const decode = <A, I>(schema: Schema.Schema<A, I, never>) => Schema.decodeUnknownEither(schema);
const accepts = <A, I>(schema: Schema.Schema<A, I, never>, value: unknown) => Either.isRight(decode(schema)(value));

const inInt4 = fc.integer({ min: INT4.min, max: INT4.max });
/** Whole numbers beyond int4 but still exact in a double (and a few far beyond). */
const beyondInt4 = fc.oneof(
  fc.integer({ min: INT4.max + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: INT4.min - 1 }),
  fc.constantFrom(2_147_483_648, 99_999_999_999, -2_147_483_649, 1e21),
);
/** A value sent as a JSON number or as its decimal text (form bodies, query strings, path segments). */
const asSent = (n: number) => fc.constantFrom<unknown>(n, String(n));

describe("integer params are bounded to int4", () => {
  it("IntParam takes every int4 integer, as a number or as text, and gives the number back", () => {
    fc.assert(
      fc.property(
        inInt4.chain((n) => asSent(n).map((sent) => [n, sent] as const)),
        ([n, sent]) => {
          expect(decode(IntParam)(sent)).toEqual(Either.right(n));
        },
      ),
    );
  });

  it("IntParam, NonNegativeIntParam and IdParam refuse every whole number beyond int4", () => {
    fc.assert(
      fc.property(
        beyondInt4.chain((n) => asSent(n)),
        (sent) => {
          for (const schema of [IntParam, NonNegativeIntParam, IdParam]) expect(accepts(schema, sent)).toBe(false);
        },
      ),
    );
  });

  it("IdParam takes exactly 1..2147483647; NonNegativeIntParam exactly 0..2147483647", () => {
    fc.assert(
      fc.property(
        inInt4.chain((n) => asSent(n).map((sent) => [n, sent] as const)),
        ([n, sent]) => {
          expect(accepts(IdParam, sent)).toBe(n >= 1);
          expect(accepts(NonNegativeIntParam, sent)).toBe(n >= 0);
        },
      ),
    );
  });

  it("pins the edges", () => {
    expect(accepts(IdParam, "2147483647")).toBe(true);
    expect(accepts(IdParam, "2147483648")).toBe(false);
    expect(accepts(IdParam, 0)).toBe(false);
    expect(accepts(IntParam, "-2147483648")).toBe(true);
    expect(accepts(IntParam, "-2147483649")).toBe(false);
    expect(accepts(NonNegativeIntParam, -1)).toBe(false);
  });

  it("refuses fractions, text that is not a number and non-finite values", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, min: -1e6, max: 1e6 }).filter((x) => !Number.isInteger(x)),
          fc.constantFrom<unknown>("", "abc", "1e999", "NaN", "Infinity", Number.NaN, Number.POSITIVE_INFINITY, null),
        ),
        (sent) => {
          for (const schema of [IntParam, NonNegativeIntParam, IdParam]) expect(accepts(schema, sent)).toBe(false);
        },
      ),
    );
  });

  it("SecondsParam takes 0..2147483647 seconds with fractions, nothing negative, beyond or non-finite", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: 0, max: INT4.max }), (seconds) => {
        expect(decode(SecondsParam)(String(seconds))).toEqual(Either.right(seconds));
      }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true, max: -Number.MIN_VALUE }),
          fc.double({ noNaN: true, min: INT4.max + 1 }),
          fc.constantFrom<unknown>("Infinity", "NaN", "x"),
        ),
        (sent) => {
          expect(accepts(SecondsParam, sent)).toBe(false);
        },
      ),
    );
  });

  it("brands course and lecture file ids, with the same bounds as IdParam", () => {
    expect(decode(CourseId)("1001")).toEqual(Either.right(1001));
    expect(accepts(FileId, "2147483648")).toBe(false);
    expect(accepts(CourseId, 0)).toBe(false);
    const course = Schema.decodeSync(CourseId)(1);
    // @ts-expect-error a course id is not a lecture file id
    const file: FileId = course;
    expect(file).toBe(1);
  });
});

/** Every integer-valued request field of every contract: oversized values never decode. */
describe("every contract's request", () => {
  const contracts = Object.values(CONTRACTS) as Contract[];
  const fieldsOf = (contract: Contract): Record<string, Schema.Schema.AnyNoContext> => {
    const ast = contract.request.ast;
    const struct = ast._tag === "Transformation" ? ast.from : ast;
    if (struct._tag !== "TypeLiteral") return {};
    return Object.fromEntries(
      struct.propertySignatures.map((p) => [String(p.name), Schema.make(p.type) as Schema.Schema.AnyNoContext]),
    );
  };
  /** A numeric field: some small integer (a code of a literal field included) decodes to a number. */
  const takesIntegers = (field: Schema.Schema.AnyNoContext) =>
    [0, 1, 2, 5, 10, 25].some((n) =>
      [n, String(n)].some((sent) => {
        const decoded = Schema.decodeUnknownEither(field)(sent);
        return Either.isRight(decoded) && typeof decoded.right === "number";
      }),
    );

  it("refuses 2147483648 and 99999999999 in every field that takes integers", () => {
    const accepted: string[] = [];
    let checked = 0;
    for (const contract of contracts) {
      for (const [name, field] of Object.entries(fieldsOf(contract))) {
        if (!takesIntegers(field)) continue;
        checked += 1;
        for (const big of [2_147_483_648, 99_999_999_999, -2_147_483_649]) {
          for (const sent of [big, String(big)]) {
            if (Either.isRight(Schema.decodeUnknownEither(field)(sent)))
              accepted.push(`${contract.name}.${name}=${sent}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(accepted).toEqual([]);
  });
});
