import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidity, nextValidityChange, policyValidity, VALIDITY, VALIDITY_LABELS } from "./validity.rules";

const facts = { effectiveFrom: "2024-01-01", repealedFrom: [] as string[], amendedFrom: [] as string[] };

describe("policy validity by date", () => {
  it("walks 尚未生效 → 全文有效 → 部分失效 → 全文废止 as the clock passes each day", () => {
    const life = { effectiveFrom: "2024-01-01", amendedFrom: ["2025-07-01"], repealedFrom: ["2026-01-01"] };
    expect(policyValidity(life, "2023-12-31")).toBe("pending");
    expect(policyValidity(life, "2024-01-01")).toBe("effective");
    expect(policyValidity(life, "2025-06-30")).toBe("effective");
    expect(policyValidity(life, "2025-07-01")).toBe("partiallyInvalid");
    expect(policyValidity(life, "2025-12-31")).toBe("partiallyInvalid");
    expect(policyValidity(life, "2026-01-01")).toBe("repealed");
    expect(nextValidityChange(life, "2023-12-31")).toBe("2024-01-01");
    expect(nextValidityChange(life, "2025-07-01")).toBe("2026-01-01");
    expect(nextValidityChange(life, "2026-01-01")).toBeNull();
  });

  it("a repeal not yet in force leaves the document in force", () => {
    expect(policyValidity({ ...facts, repealedFrom: ["2030-01-01"] }, "2026-11-25")).toBe("effective");
  });

  it("never goes back once repealed, and is pending exactly before its effective day", () => {
    const day = fc
      .date({ min: new Date("2000-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.array(day, { maxLength: 3 }),
        fc.array(day, { maxLength: 3 }),
        day,
        day,
        (e, r, a, t1, t2) => {
          const f = { effectiveFrom: e, repealedFrom: r, amendedFrom: a };
          const [early, late] = t1 <= t2 ? [t1, t2] : [t2, t1];
          expect(policyValidity(f, early) === "pending").toBe(early < e);
          if (policyValidity(f, early) === "repealed") expect(policyValidity(f, late)).toBe("repealed");
        },
      ),
    );
  });

  it("labels and guards", () => {
    expect(VALIDITY.map((v) => VALIDITY_LABELS[v])).toEqual(["全文有效", "部分失效", "全文废止", "尚未生效"]);
    expect(isValidity("repealed")).toBe(true);
    expect(isValidity("废止")).toBe(false);
    expect(isValidity(1)).toBe(false);
  });
});
