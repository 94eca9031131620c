import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidUscc, normalizeUscc, USCC_ALPHABET, USCC_WEIGHTS, usccCheckCharacter } from "./uscc.rules";

const alphabetChar = fc.constantFrom(...USCC_ALPHABET.split(""));
const digit = fc.constantFrom(..."0123456789".split(""));
/** A well-formed 17-character body: 2 alphabet characters, 6 digits, 9 alphabet characters. */
const body = fc
  .tuple(
    fc.array(alphabetChar, { minLength: 2, maxLength: 2 }),
    fc.array(digit, { minLength: 6, maxLength: 6 }),
    fc.array(alphabetChar, { minLength: 9, maxLength: 9 }),
  )
  .map(([a, b, c]) => [...a, ...b, ...c].join(""));
const validCode = body.map((b) => b + usccCheckCharacter(b)!);

describe("USCC check character (GB 32100-2015)", () => {
  it("accepts published codes", () => {
    // codes printed on real business licences
    for (const code of ["91350100M000100Y43", "91110000600037341L", "91440300708461136T"]) {
      expect(isValidUscc(code)).toBe(true);
    }
  });

  it("weights are 3^(i-1) mod 31", () => {
    expect(USCC_WEIGHTS.map((_, i) => 3 ** i % 31)).toEqual([...USCC_WEIGHTS]);
  });

  it("refuses wrong check characters, wrong lengths, lower case and letters outside the alphabet", () => {
    expect(isValidUscc("91350100M000100Y44")).toBe(false);
    expect(isValidUscc("91350100M000100Y4")).toBe(false);
    expect(isValidUscc("91350100M000100Y433")).toBe(false);
    expect(isValidUscc("91350100m000100y43")).toBe(false);
    expect(isValidUscc("")).toBe(false);
    expect(isValidUscc("91350100I000100Y43")).toBe(false);
    // positions 3-8 are the administrative division code: digits only
    expect(usccCheckCharacter("913A0100M000100Y4")).toBeNull();
    expect(usccCheckCharacter("91350100M000100Y")).toBeNull();
  });

  it("normalizes what a learner typed", () => {
    expect(normalizeUscc(" 91350100m000100y43 ")).toBe("91350100M000100Y43");
    expect(normalizeUscc("9135 0100 M000 100Y 43")).toBe("91350100M000100Y43");
  });

  it("a code built with its computed check character is valid", () => {
    fc.assert(fc.property(validCode, (code) => isValidUscc(code)));
  });

  it("any single-character change of a valid code makes it invalid", () => {
    const anyChar = fc.oneof(alphabetChar, fc.constantFrom(..."IOZSVabcxyz-_ 中".split("")));
    fc.assert(
      fc.property(validCode, fc.nat({ max: 17 }), anyChar, (code, position, replacement) => {
        fc.pre(code[position] !== replacement);
        const changed = code.slice(0, position) + replacement + code.slice(position + 1);
        return !isValidUscc(changed);
      }),
      { numRuns: 2000 },
    );
  });
});
