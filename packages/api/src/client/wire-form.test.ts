// effect's own fast-check, the one its Arbitrary builds for
import { Arbitrary, FastCheck as fc, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ADMIN_CONTRACTS } from "../admin";
import type { Contract } from "../contract/contract";
import { CONTRACTS } from "../contracts";

/**
 * Decision 108: the browser's client takes a success's data as the server sent them, without decoding. That is the
 * same as decoding only when every contract's data, once encoded by the server (mount-contracts encodes with the
 * contract's schema) and sent as JSON, decode to exactly what was sent: no default filled in, no text turned into a
 * number or a date, no field dropped. A schema that transforms on decode fails here and needs the full client, or a
 * wire form that is already its decoded form.
 */
/** Whether JSON carries the value as it is (no NaN, infinity or -0, which JSON turns into null or 0). */
const jsonCarries = (value: unknown): boolean => {
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(jsonCarries);
  if (typeof value === "object" && value !== null) return Object.values(value).every(jsonCarries);
  return true;
};

/** Fails when some value of the schema, encoded and sent as JSON, does not decode to exactly what was sent. */
const checkWireFormIsDecoded = (schema: Schema.Schema<unknown, unknown, never>, numRuns: number): void => {
  const encode = Schema.encodeSync(schema);
  const decode = Schema.decodeUnknownSync(schema);
  fc.assert(
    fc.property(Arbitrary.make(schema), (value) => {
      const encoded = encode(value);
      // numbers JSON cannot carry (NaN, infinities, -0) never reach a browser as they are: not this check
      fc.pre(jsonCarries(encoded));
      const wire = JSON.parse(JSON.stringify(encoded ?? null)) as unknown;
      // toEqual: a key decoding adds with the value undefined (a required Schema.Unknown that JSON left out) reads
      // as absent either way
      expect(decode(wire)).toEqual(wire);
    }),
    { numRuns },
  );
};

describe("every contract's encoded data are already their decoded form", () => {
  // the console's contracts too: it calls them with the browser's client (api.call)
  const all = { ...(CONTRACTS as Record<string, Contract>), ...(ADMIN_CONTRACTS as Record<string, Contract>) };
  for (const [name, contract] of Object.entries(all)) {
    it(name, () => checkWireFormIsDecoded(contract.data as Schema.Schema<unknown, unknown, never>, 25));
  }

  it("(the check fails for a schema that transforms on decode)", () => {
    expect(() => checkWireFormIsDecoded(Schema.Struct({ count: Schema.NumberFromString }) as never, 5)).toThrow();
    expect(() => checkWireFormIsDecoded(Schema.Struct({ at: Schema.Date }) as never, 5)).toThrow();
  });
});
