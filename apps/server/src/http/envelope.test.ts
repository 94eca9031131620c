import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { envelopeJson, envelopeJsonWithData } from "./envelope";

describe("the envelope around data already written as JSON", () => {
  it("is the same text as the envelope of the data, for any message and data", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(200, 400, 404),
        fc.string({ unit: "grapheme" }),
        fc.jsonValue(),
        (status, msg, data) => {
          expect(envelopeJsonWithData(status, msg, JSON.stringify(data))).toBe(envelopeJson(status, msg, data));
        },
      ),
    );
  });
});
